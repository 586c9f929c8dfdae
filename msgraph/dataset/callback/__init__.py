"""``mindspore.dataset.callback``: callbacks a ``map`` runs at the begin/epoch/step events of the pipeline."""
from .ds_callback import DSCallback, DSRunContext, WaitedDSCallback  # noqa: F401

__all__ = ["DSCallback", "WaitedDSCallback"]
