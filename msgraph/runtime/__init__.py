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


_RUNTIME_CONF = {}


def dispatch_threads_num(threads_num: int) -> None:
    """``mindspore.runtime.dispatch_threads_num``: MindSpore's checks (once per process, a positive int); msgraph
    dispatches on the calling thread, so the number is recorded and otherwise unused."""
    if "dispatch_threads_num" in _RUNTIME_CONF:
        raise RuntimeError("The 'dispatch_threads_num' can not be set repeatedly.")
    if not isinstance(threads_num, int) or isinstance(threads_num, bool):
        raise TypeError(f"The argument 'threads_num' must be int, but got {type(threads_num)}.")
    if threads_num <= 0:
        raise ValueError(f"'threads_num' must be a positive integer, but got {threads_num}.")
    _RUNTIME_CONF["dispatch_threads_num"] = threads_num


def set_kernel_launch_group(thread_num: int = 2, kernel_group_num: int = 8) -> None:
    """``mindspore.runtime.set_kernel_launch_group``: MindSpore's checks of the parallel-dispatch settings (once
    per process); msgraph launches kernels in order on one thread, so they are recorded only."""
    for name, v in (("thread_num", thread_num), ("kernel_group_num", kernel_group_num)):
        if not isinstance(v, int) or isinstance(v, bool):
            raise TypeError(f"The parameter '{name}' must be {int}, but got {type(v)}")
    if "kernel_launch_group" in _RUNTIME_CONF:
        raise RuntimeError("The 'kernel_launch_group' can not be set repeatedly.")
    if _RUNTIME_CONF.get("kernel_launch_capture"):
        raise RuntimeError("The kernel launch group and kernel launch capture can not be set together")
    if thread_num < 1:
        raise ValueError(f"The value of thread_num should be at least 1, but got {thread_num}")
    if kernel_group_num < 1:
        raise ValueError(f"The value of kernel_group_num should be at least 1, but got {kernel_group_num}")
    if kernel_group_num % thread_num != 0:
        raise ValueError(f"Invalid parameter value, kernel_group_num: {kernel_group_num} cannot "
                         f"be evenly divisible by thread_num: {thread_num}")
    _RUNTIME_CONF["kernel_launch_group"] = (thread_num, kernel_group_num)


def set_kernel_launch_capture(enable_capture_graph: bool, op_capture_skip: list = None) -> None:
    """``mindspore.runtime.set_kernel_launch_capture``: MindSpore's checks; msgraph has no kernel capture (the
    setting is recorded only)."""
    if not isinstance(enable_capture_graph, bool):
        raise TypeError(f"The argument 'enable_capture_graph' must be bool, but got {type(enable_capture_graph)}.")
    if "kernel_launch_group" in _RUNTIME_CONF:
        raise RuntimeError("The kernel launch group and kernel launch capture can not be set together")
    if op_capture_skip is None:
        op_capture_skip = []
    if not isinstance(op_capture_skip, list):
        raise TypeError("op_capture_skip must be a list")
    _RUNTIME_CONF["kernel_launch_capture"] = (enable_capture_graph, list(op_capture_skip))


def set_cpu_affinity(enable_affinity: bool, affinity_cpu_list: list = None, module_to_cpu_dict: dict = None,
                     bind_file: str = None) -> None:
    """``mindspore.runtime.set_cpu_affinity``: MindSpore's checks (once per process; the CPU ranges' format and
    that each CPU is one this process may run on: a RuntimeError naming it otherwise).  msgraph binds no
    threads: a valid setting is recorded only."""
    import os
    import re
    if "cpu_affinity" in _RUNTIME_CONF:
        raise RuntimeError("The 'mindspore.runtime.set_cpu_affinity' cannot be set repeatedly.")
    if not enable_affinity:
        _RUNTIME_CONF["cpu_affinity"] = None
        return
    if bind_file is not None:
        raise NotImplementedError("set_cpu_affinity(bind_file=...) reads msrun's bind file; msgraph has no msrun")
    if affinity_cpu_list is not None:
        if not isinstance(affinity_cpu_list, list):
            raise TypeError(f"The parameter '{affinity_cpu_list}' must be list, but got {type(affinity_cpu_list)}")
        range_pattern = re.compile(r'^(\d+-\d+|\d+)(,(\d+-\d+|\d+))*$')
        for cpu_range in affinity_cpu_list:
            if not isinstance(cpu_range, str):
                raise ValueError(f"CPU range '{cpu_range}' in '{affinity_cpu_list}' should be a string.")
            if not range_pattern.match(cpu_range):
                raise ValueError(f"CPU range '{cpu_range}' in '{affinity_cpu_list}' should be in format "
                                 "'cpuidX-cpuidY' or 'cpuidX,cpuidY,cpuidZ'.")
    if module_to_cpu_dict is not None:
        if not isinstance(module_to_cpu_dict, dict):
            raise TypeError(f"The parameter '{module_to_cpu_dict}' must be dict, but got {type(module_to_cpu_dict)}")
        for module_name, cpu_indices in module_to_cpu_dict.items():
            if not isinstance(cpu_indices, list):
                raise ValueError(f"The value of module_to_cpu_dict: {cpu_indices} should be a list.")
            for cpu_index in cpu_indices:
                if not isinstance(cpu_index, int) or cpu_index < 0:
                    raise ValueError(f"CPU index '{cpu_index}' for module '{module_name}' in '{cpu_indices}' "
                                     "should be a non-negative integer.")
    available = _cgroup_cpus()
    if not available:   # MindSpore: a warning, and core binding stays off
        _RUNTIME_CONF["cpu_affinity"] = None
        return
    for cpu_range in affinity_cpu_list or []:
        for segment in cpu_range.split(","):
            lo, _, hi = segment.partition("-")
            for cid in range(int(lo), int(hi or lo) + 1):
                if cid not in available:
                    raise RuntimeError(f"CPU id:{cid} set in affinity_cpu_list:{affinity_cpu_list} is not available.")
    _RUNTIME_CONF["cpu_affinity"] = (list(affinity_cpu_list or []), dict(module_to_cpu_dict or {}))


def _cgroup_cpus() -> set:
    """The CPUs of this process's cpuset (MindSpore reads /sys/fs/cgroup/cpuset/cpuset.cpus); empty if unknown."""
    try:
        with open("/sys/fs/cgroup/cpuset/cpuset.cpus", encoding="utf-8") as f:
            content = f.read().strip()
        out = set()
        for segment in filter(None, (x.strip() for x in content.split(","))):
            lo, _, hi = segment.partition("-")
            out.update(range(int(lo), int(hi or lo) + 1))
        return out
    except (OSError, ValueError):
        # (no cgroup v1 cpuset: MindSpore would leave binding off; the CPUs this process may run on instead)
        try:
            import os
            return set(os.sched_getaffinity(0))
        except (AttributeError, OSError):
            return set()
