"""msgraph's execution runtime (compiled graphs, kernels) and ``mindspore.runtime``'s public helpers.

msgraph runs every op synchronously, so :func:`synchronize` has nothing to wait for; programs written
for MindSpore call it to surface a PyNative error at a known point.
"""


def synchronize() -> None:
    """``mindspore.runtime.synchronize()``: wait for all queued device work (none in msgraph)."""
    return None


def launch_blocking() -> None:
    """``mindspore.runtime.launch_blocking()``: run ops synchronously; msgraph's ops always are (no-op)."""
