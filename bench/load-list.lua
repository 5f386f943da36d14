-- wrk script of bench/run.ts for a request list: it sends the requests listed in the file named
-- by its argument in turn (one a line: METHOD, a tab, PATH, and optionally a tab and a Cookie
-- value), so member calls rotate among many members and thanks never repeat a (member,
-- compliment) pair. At the end it prints the run's numbers as one JSON line (report.lua).
local list = {}
local index = 0

function init(args)
  local file = args[1]
  if file == nil then return end
  for line in io.lines(file) do
    local method, path, cookie = line:match("^(%S+)\t([^\t]+)\t?(.*)$")
    if method ~= nil then
      local headers = {}
      if cookie ~= "" then headers["Cookie"] = cookie end
      list[#list + 1] = wrk.format(method, path, headers, nil)
    end
  end
end

function request()
  index = index % #list + 1
  return list[index]
end

dofile(os.getenv("KINDLY_BENCH_DIR") .. "/report.lua")
