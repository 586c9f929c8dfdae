"""Ascend-only primitives the model zoo names (h-zoo): NPUAllocFloatStatus, NPUGetFloatStatus,
NPUClearFloatStatus.  They exist so that scripts import and build their cells; running one is the
RuntimeError MindSpore 2.10 raises on CPU ("Unsupported op [...] on CPU"), at the call in PyNative mode
and when the graph is compiled in Graph mode.  (Scripts use them in Ascend-only loss-scale cells; on CPU
MindSpore's own TrainOneStepWithLossScaleCell checks overflow with the gradients' values instead.)"""
from __future__ import annotations

from typing import Any

from .registry import OpKind, define_op

__all__ = ["NPUAllocFloatStatus", "NPUGetFloatStatus", "NPUClearFloatStatus"]


def _unsupported(name: str) -> RuntimeError:
    return RuntimeError(f"\n----------------------------------------------------\n- Kernel select failed:\n"
                        f"----------------------------------------------------\nUnsupported op [{name}] on CPU, "
                        "Please confirm whether the device target setting is correct, or refer to 'mindspore.ops' "
                        "at https://www.mindspore.cn to query the operator support list.")


def _ascend_only(name: str, doc: str) -> Any:
    op = define_op(name, OpKind.OTHER, differentiable=False, doc=doc)

    @op.def_impl
    def _impl(*args: Any) -> Any:
        raise _unsupported(name)

    @op.def_infer
    def _infer(*args: Any) -> Any:
        raise _unsupported(name)

    return op.prim_class


NPUAllocFloatStatus = _ascend_only("NPUAllocFloatStatus", "NPUAllocFloatStatus()(): Ascend only (RuntimeError on CPU).")
NPUGetFloatStatus = _ascend_only("NPUGetFloatStatus", "NPUGetFloatStatus()(status): Ascend only (RuntimeError on CPU).")
NPUClearFloatStatus = _ascend_only("NPUClearFloatStatus",
                                   "NPUClearFloatStatus()(status): Ascend only (RuntimeError on CPU).")
