"""``mindspore.train.train_thor``: the conversion entry points of the second-order optimizer THOR.

The model zoo's ResNet train.py imports ``ConvertModelUtils`` unconditionally and calls
``convert_to_thor_model`` only with ``config.optimizer == "Thor"``; MindSpore returns the model it is
given unless the optimizer is THOR's (``ThorAscend`` / ``ThorGpu``).  msgraph has no THOR optimizer
(``nn.thor``), so the conversion of a THOR model is refused with a clear error (docs/differences.md,
h-zoo5).
"""
from __future__ import annotations

__all__ = ["ConvertModelUtils"]


class ConvertModelUtils:
    """Convert a Model to THOR's ModelThor (MindSpore 2.10: only when ``optimizer`` is THOR's)."""

    @staticmethod
    def convert_to_thor_model(model, network, loss_fn=None, optimizer=None, metrics=None, amp_level="O0",
                              loss_scale_manager=None, keep_batchnorm_fp32=False):
        if type(optimizer).__name__ in ("ThorAscend", "ThorGpu"):
            raise NotImplementedError("convert_to_thor_model: msgraph has no THOR second-order optimizer "
                                      "(ModelThor); train with another optimizer")
        return model
