import ReactMarkdown, { type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';

// Links leave the app in a new tab; everything else keeps the prose styles below.
const components: Components = {
  a: ({ node: _node, ...props }) => <a {...props} target="_blank" rel="noopener noreferrer" className="font-medium text-primary underline underline-offset-2" />,
  table: ({ node: _node, ...props }) => (
    <div className="my-2 overflow-x-auto">
      <table {...props} className="w-full border-collapse text-left text-xs" />
    </div>
  ),
  th: ({ node: _node, ...props }) => <th {...props} className="border-b px-2 py-1 font-semibold" />,
  td: ({ node: _node, ...props }) => <td {...props} className="border-b px-2 py-1 align-top" />,
};

/**
 * An answer's Markdown (GitHub flavour: tables, lists, strikethrough). Raw HTML in the text is not
 * rendered (react-markdown drops it without a raw-HTML plugin) and unsafe link protocols are removed.
 */
export function MarkdownText({ text }: { text: string }) {
  return (
    <div className="space-y-2 break-words text-sm leading-relaxed [&_code]:rounded [&_code]:bg-muted [&_code]:px-1 [&_h1]:text-base [&_h1]:font-semibold [&_h2]:text-base [&_h2]:font-semibold [&_h3]:font-semibold [&_li]:ml-4 [&_ol]:list-decimal [&_ol]:space-y-1 [&_pre]:overflow-x-auto [&_pre]:rounded-md [&_pre]:bg-muted [&_pre]:p-2 [&_ul]:list-disc [&_ul]:space-y-1">
      <ReactMarkdown remarkPlugins={[remarkGfm]} skipHtml components={components}>
        {text}
      </ReactMarkdown>
    </div>
  );
}
