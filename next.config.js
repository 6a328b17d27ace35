/** @type {import('next').NextConfig} */
const nextConfig = {
  // A static site that object storage hosts as it is: every route is `route/index.html`,
  // which S3-style website hosting serves for both `/route` and `/route/`.
  output: 'export',
  trailingSlash: true,
  reactStrictMode: true,
  images: { unoptimized: true },
  poweredByHeader: false,
  transpilePackages: ['@docsearch/react'],
};

export default nextConfig;
