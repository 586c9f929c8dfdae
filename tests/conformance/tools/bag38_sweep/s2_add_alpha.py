"""add_ / sub_ with alpha on integer / float / bool Tensors, in graph code (ms.jit) and PyNative."""
import numpy as np
import mindspore as ms
from mindspore import Tensor
from _h import case

DT = {"i32": np.int32, "i64": np.int64, "f32": np.float32, "u8": np.uint8}
for dn, dt in DT.items():
    for other in (2, 2.5, "t_i32", "t_f32"):
        for alpha in (1.5, 2, -0.5):
            def t(dt=dt, other=other, alpha=alpha):
                x = Tensor(np.array([1, 2, 3], dt))
                o = other
                if other == "t_i32":
                    o = Tensor(np.array([1, 1, 2], np.int32))
                elif other == "t_f32":
                    o = Tensor(np.array([0.5, 1.5, 2.0], np.float32))
                @ms.jit
                def f(x, o):
                    x.add_(o, alpha=alpha)
                    return x
                r = f(x, o)
                return r, x
            case(f"jit_add_{dn}_{other}_{alpha}", t)
            def t(dt=dt, other=other, alpha=alpha):
                x = Tensor(np.array([1, 2, 3], dt))
                o = other
                if other == "t_i32":
                    o = Tensor(np.array([1, 1, 2], np.int32))
                elif other == "t_f32":
                    o = Tensor(np.array([0.5, 1.5, 2.0], np.float32))
                r = x.add_(o, alpha=alpha)
                return r
            case(f"eager_add_{dn}_{other}_{alpha}", t)
