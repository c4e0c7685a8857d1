/** Kept out of register.ts (part of the initial bundle): only the lazy PWA pages use it. */

/** The app's look, once known (theme colour, iOS home-screen icon and title). */
export function applyAppLook(look: {
  themeColor: string;
  appleTouchIcon: string;
  appName: string;
}) {
  const meta = (name: string) => {
    let el = document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
    if (!el) {
      el = document.createElement('meta');
      el.name = name;
      document.head.appendChild(el);
    }
    return el;
  };
  meta('theme-color').content = look.themeColor;
  meta('apple-mobile-web-app-capable').content = 'yes';
  meta('apple-mobile-web-app-title').content = look.appName;
  let icon = document.querySelector<HTMLLinkElement>('link[rel="apple-touch-icon"]');
  if (!icon) {
    icon = document.createElement('link');
    icon.rel = 'apple-touch-icon';
    document.head.appendChild(icon);
  }
  icon.href = look.appleTouchIcon;
}
