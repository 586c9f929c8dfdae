import os
import numpy as np
import mindspore as ms
from mindspore import nn, ops, mint, Tensor
from _h import case
if os.environ.get("SWEEP_GRAPH") == "1":
    ms.set_context(mode=ms.GRAPH_MODE)
for dt in (np.float32, np.float16):
    x = Tensor(np.array([np.nan, -np.nan, 3.0, -3.0, 0.5, -0.5, 6.0], dt))
    w = Tensor(np.array([0.25], dt))
    fs = {
        "relu6": lambda v: ops.relu6(v), "mint_relu6": lambda v: mint.nn.functional.relu6(v),
        "hardsigmoid": lambda v: ops.hardsigmoid(v), "hardswish": lambda v: ops.hardswish(v),
        "hardshrink": lambda v: ops.hardshrink(v), "softshrink": lambda v: ops.softshrink(v),
        "selu": lambda v: ops.selu(v), "elu": lambda v: ops.elu(v), "prelu": lambda v: ops.prelu(v, w),
        "relu": lambda v: ops.relu(v), "leaky": lambda v: ops.leaky_relu(v, 0.1), "hardtanh": lambda v: ops.hardtanh(v),
        "celu": lambda v: ops.celu(v), "mish": lambda v: ops.mish(v), "silu": lambda v: ops.silu(v),
        "gelu": lambda v: ops.gelu(v), "threshold": lambda v: ops.threshold(v, 1.0, 0.0), "softsign": lambda v: ops.softsign(v),
        "mint_hardshrink": lambda v: mint.nn.functional.hardshrink(v), "mint_softshrink": lambda v: mint.nn.functional.softshrink(v),
        "mint_elu": lambda v: mint.nn.functional.elu(v), "mint_selu": lambda v: mint.nn.functional.selu(v),
        "mint_hardsigmoid": lambda v: mint.nn.functional.hardsigmoid(v), "mint_hardswish": lambda v: mint.nn.functional.hardswish(v),
        "mint_leaky": lambda v: mint.nn.functional.leaky_relu(v, 0.1), "mint_prelu": lambda v: mint.nn.functional.prelu(v, w),
        "mint_relu": lambda v: mint.nn.functional.relu(v), "mint_hardtanh": lambda v: mint.nn.functional.hardtanh(v),
        "clamp": lambda v: ops.clamp(v, -1.0, 1.0), "maximum0": lambda v: ops.maximum(v, 0.0), "minimum": lambda v: ops.minimum(v, 1.0),
        "clip_by_value": lambda v: ops.clip_by_value(v, -1.0, 1.0),
    }
    for k, f in fs.items():
        n = np.dtype(dt).name
        case("%s_%s" % (k, n), lambda f=f: f(x))
        case("%s_%s_grad" % (k, n), lambda f=f: ms.grad(f)(x))
