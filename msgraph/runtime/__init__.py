

def launch_blocking() -> None:
    """``mindspore.runtime.launch_blocking()``: run ops synchronously; msgraph's ops always are (no-op)."""
