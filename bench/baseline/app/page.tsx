/** A heading and a paragraph, server-rendered and prerendered: what any Next 16 page costs before our code. */
export default function Page() {
  return (
    <main>
      <h1>Фасады для мебели</h1>
      <p>Пустая страница Next 16 без стилей и клиентских компонентов: опорная точка для Lighthouse и объёма JavaScript.</p>
    </main>
  );
}
