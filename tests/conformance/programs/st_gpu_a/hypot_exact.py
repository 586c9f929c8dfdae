"""ops.hypot / P.Hypot (found by a float32 sweep of ops after tests/st/ops/gpu): MindSpore's kernel is C's hypot,
correctly rounded and without overflow (hypot(1e30, 1e30) in float32 is 1.41e30); msgraph computed
sqrt(x * x + y * y) (1 ulp off in about 1 value of 6, inf for 1e30) and accepted float16/int/bool Tensors in
ops.hypot, where MindSpore raises TypeError.  mindspore.numpy.hypot keeps sqrt(x1 * x1 + x2 * x2) (float16 too)."""
import numpy as np
import mindspore as ms
import mindspore.numpy as mnp
from mindspore import Tensor, nn, ops
from mindspore.ops import operations as P
from _conf import emit, emit_error


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.op = P.Hypot()

    def construct(self, a, b):
        return self.op(a, b), ops.hypot(a, b)


rng = np.random.RandomState(13)
for t in (np.float32, np.float64):
    a = (rng.rand(64) * 10 - 5).astype(t)
    b = (rng.rand(64) * 10 - 5).astype(t)
    emit("hypot_" + t.__name__, Net()(Tensor(a), Tensor(b)), rtol=1e-15, atol=0)
emit("hypot_big_f32", Net()(Tensor(np.array([1e30, 1e-30, 3e38, 0.0], np.float32)),
                            Tensor(np.array([1e30, 1e-30, 3e38, 0.0], np.float32))))
emit("hypot_big_f64", Net()(Tensor(np.array([1e300, 1e-300]) ), Tensor(np.array([1e300, 1e-300]))))
emit("hypot_mixed", ops.hypot(Tensor(np.array([3, 5], np.float32)), Tensor(np.array([4, 12], np.float64))))
emit("hypot_scalar", ops.hypot(Tensor(np.array([3, 5], np.float32)), 4.0))
for lab, t in (("f16", np.float16), ("i32", np.int32), ("bool", np.bool_)):
    emit_error("hypot_" + lab, lambda t=t: ops.hypot(Tensor(np.array([3, 5], t)), Tensor(np.array([4, 1], t))))


class HNet(nn.Cell):
    def construct(self, a, b):
        return ops.hypot(a, b)


xg = Tensor(np.array([3.0, -1.5, 0.2], np.float32))
yg = Tensor(np.array([4.0, 2.5, -0.7], np.float32))
emit("hypot_grad", ops.GradOperation(get_all=True)(HNet())(xg, yg))
rng = np.random.RandomState(5)
a = (rng.rand(64) * 10 - 5).astype(np.float32)
b = (rng.rand(64) * 10 - 5).astype(np.float32)
emit("mnp_hypot_f32", mnp.hypot(Tensor(a), Tensor(b)), rtol=1e-15, atol=0)
emit("mnp_hypot_big", mnp.hypot(Tensor(np.array([1e30, 3.0], np.float32)), Tensor(np.array([1e30, 4.0], np.float32))))
emit("mnp_hypot_f16", mnp.hypot(Tensor(np.array([3, 5], np.float16)), Tensor(np.array([4, 12], np.float16))))
emit("mnp_hypot_i32", mnp.hypot(Tensor(np.array([3, 5], np.int32)), Tensor(np.array([4, 12], np.int32))))
