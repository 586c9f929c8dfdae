"""Dtype checks of MindSpore 2.10's primitives: AdaptiveAvgPool2D (nn.AdaptiveAvgPool2d, ops.adaptive_avg_pool2d)
takes floats only (an int input was averaged to zeros by the function form, a bool one came back Float64),
adaptive_avg_pool1d float16/float32 only, MultiMarginLoss int64 class ids only."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _conf import emit, emit_error

for dt in ("int32", "int64", "uint8", "bool", "float64"):
    x = Tensor(np.arange(32).reshape(1, 2, 4, 4).astype(dt))
    emit_error(f"nn2d_{dt}", lambda: nn.AdaptiveAvgPool2d(2)(x).asnumpy())
    emit_error(f"fn2d_{dt}", lambda: ops.adaptive_avg_pool2d(x, (2, None)).asnumpy())
    emit_error(f"nn1d_{dt}", lambda: nn.AdaptiveAvgPool1d(2)(x[0]).asnumpy())
    emit_error(f"fn1d_{dt}", lambda: ops.adaptive_avg_pool1d(x[0], 2).asnumpy())
x = Tensor(np.linspace(-1, 2, 15).reshape(3, 5).astype(np.float32))
for dt in ("int32", "int64"):
    t = Tensor(np.array([0, 3, 1], dt))
    emit_error(f"multi_margin_{dt}", lambda: nn.MultiMarginLoss()(x, t).asnumpy())
    emit_error(f"fn_multi_margin_{dt}", lambda: ops.multi_margin_loss(x, t).asnumpy())
