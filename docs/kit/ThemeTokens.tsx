import themeCss from '../../packages/ui/src/theme.css?raw';

/** Every `--fk-*` token of the kit's theme.css with its default, and a swatch for the colours. */
export function ThemeTokens() {
  const tokens = Array.from(
    themeCss.matchAll(/^\s*(--fk-[\w-]+):\s*([^;]+);/gm),
    ([, name = '', value = '']) => ({
      name,
      value: value.trim(),
    }),
  );
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">token</th>
          <th scope="col">default</th>
        </tr>
      </thead>
      <tbody>
        {tokens.map(({ name, value }) => (
          <tr key={name}>
            <td>
              <code>{name}</code>
            </td>
            <td>
              {name.startsWith('--fk-color-') && (
                <span
                  aria-hidden="true"
                  style={{
                    display: 'inline-block',
                    width: '1em',
                    height: '1em',
                    marginInlineEnd: '0.5em',
                    verticalAlign: 'middle',
                    border: '1px solid #0002',
                    background: value,
                  }}
                />
              )}
              <code>{value}</code>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
