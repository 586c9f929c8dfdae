"""ops.auto_generate.HSwishGrad and ops.ReduceStd in both modes (tests/st/dynamic_shape test_hswish_grad.py,
test_reduce_std.py, run with DEVICE_TARGET=CPU): HSwishGrad's boundaries (-0.5 at -3, 1.5 at 3), integer
truncation and dtype-mismatch RuntimeError; ReduceStd's (std, mean) over axis/all axes, unbiased, keep_dims,
its axis attribute and its gradient (d std + d mean)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit, emit_error


class HSG(nn.Cell):
    def construct(self, g, x):
        return ops.auto_generate.HSwishGrad()(g, x)


class RS(nn.Cell):
    def __init__(self, *args, **kw):
        super().__init__()
        self.op = ops.ReduceStd(*args, **kw)

    def construct(self, x):
        return self.op(x)


x = Tensor(np.array([-4, -3, -2.5, -1, 0, 2.5, 3, 4], np.float32))
g = Tensor(np.arange(1, 9).astype(np.float32) / 4)
emit("hswish_grad", HSG()(g, x))
emit("hswish_grad_f16", HSG()(g.astype(ms.float16), x.astype(ms.float16)))
emit("hswish_grad_int", HSG()(Tensor(np.array([1, 2, 5, -2], np.int32)), Tensor(np.array([1, 2, -1, 2], np.int32))))
emit_error("hswish_grad_dtype", lambda: HSG()(g, x.astype(ms.float16)))

xs = Tensor(np.array([[0.392192, 1.484581, 1.111067], [1.614102, 0.676057, 3.279313]], np.float32))
emit("std_axis0_keep", RS(axis=0, unbiased=True, keep_dims=True)(xs), rtol=1e-6)
emit("std_all", RS()(xs), rtol=1e-6)
emit("std_tuple_biased", RS(axis=(0, 1), unbiased=False)(xs), rtol=1e-6)
emit("std_list_f16", RS(axis=[1])(xs.astype(ms.float16)), rtol=1e-3)
emit("std_positional", RS(-1, False, True)(xs), rtol=1e-6)
emit("std_axis_attr", ops.ReduceStd(axis=1).axis)
emit("std_grad", ops.grad(RS(axis=0, unbiased=True, keep_dims=True))(xs), rtol=1e-5)
