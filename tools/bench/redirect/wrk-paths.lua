-- For wrk: cycles through the paths given after `--`, and prints the run's figures as one line of
-- JSON like load.mjs (wrk cannot tell the requests in flight at the stop: no "sent").
local paths, next = {}, 0

function init(args)
  for _, path in ipairs(args) do paths[#paths + 1] = path end
end

function request()
  next = next % #paths + 1
  return wrk.format('GET', paths[next])
end

function done(summary, latency, requests)
  local errors = summary.errors
  io.write(string.format(
    '{"answered":%d,"redirects":%d,"errors":%d,"seconds":%.3f,"p50":%.2f,"p99":%.2f}\n',
    summary.requests, summary.requests - errors.status,
    errors.connect + errors.read + errors.write + errors.timeout,
    summary.duration / 1e6, latency:percentile(50) / 1000, latency:percentile(99) / 1000))
end
