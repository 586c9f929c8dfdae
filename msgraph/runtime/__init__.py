"""msgraph's execution runtime (compiled graphs, kernels) and ``mindspore.runtime``'s public helpers.

msgraph runs every op synchronously, so :func:`synchronize` has nothing to wait for; programs written
for MindSpore call it to surface a PyNative error at a known point.
"""


def synchronize() -> None:
    """``mindspore.runtime.synchronize()``: wait for all queued device work (none in msgraph)."""
    return None


def launch_blocking() -> None:
    """``mindspore.runtime.launch_blocking()``: run ops synchronously; msgraph's ops always are (no-op)."""


_MEMORY_CONF = {}


def set_memory(init_size: str = "2GB", increase_size: str = "2GB", max_size: str = "1024GB",
               optimize_level: str = "O0", huge_page_reserve_size: str = "0GB") -> None:
    """``mindspore.runtime.set_memory`` (h-gpua2): MindSpore's checks of the memory-pool sizes (once per process,
    "xxGB" strings, not "0GB"); msgraph allocates with numpy, so the sizes are recorded and otherwise unused."""
    import re
    if _MEMORY_CONF:
        raise RuntimeError("The 'set_memory' can not be set repeatedly.")
    for size in (init_size, increase_size, max_size):
        if re.match(r'[1-9][0-9]*(\.)?[0-9]*GB|0\.[0-9]*GB', size, re.ASCII) is None:
            raise ValueError("The memory value should be in correct format!It must be a string ending with 'GB', in "
                             "addition to that, it must contain only numbers or decimal points, such as \"5GB\" or "
                             f"\"3.5GB\", but got {size}.")
        if size in ("0GB", "0.0GB"):
            raise ValueError("The memory value should not be \"0GB\".")
    pattern = r'[0-9][0-9]*(\.)?[0-9]*GB|0\.[0-9]*GB'
    if re.match(pattern, huge_page_reserve_size, re.ASCII) is None:
        raise ValueError(f"The '{huge_page_reserve_size}' is illegal, it must be match regular'{pattern}' by "
                         f"flags'{re.ASCII}.'")
    if optimize_level not in ("O0", "O1"):
        raise ValueError(f"The optimize_level must be one of ['O0', 'O1'], but got {optimize_level}.")
    _MEMORY_CONF.update(init_size=init_size, increase_size=increase_size, max_size=max_size,
                        optimize_level=optimize_level, huge_page_reserve_size=huge_page_reserve_size)
