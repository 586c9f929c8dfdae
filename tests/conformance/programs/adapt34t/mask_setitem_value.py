"""`x[mask] = value` with a bool Tensor mask (found by the adapt34t variant sweep of st pynative/test_tensor_setitem /
test_tensor_augassign).  MindSpore 2.10 PyNative: a list / tuple value for a bool Tensor mask is a ValueError
(BroadcastTo), for a 0-d int Tensor index a ValueError (TensorScatterUpdate); a Tensor value writes numpy's way.
Graph mode writes through a mask with select(mask, broadcast_to(value padded with trailing 1-dims, x.shape), x):
a value of shape (count, ...) that does not broadcast so is a ValueError, and `x[mask] += v` with a mask of lower
rank than x (the value x[mask] + v has a run-time length) is BroadcastTo's ValueError.  msgraph computed all of them."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn
from _conf import emit, emit_error

FOLLOW_PYNATIVE = {
    "m1_T3": "graph mode writes value[i] along axis 0 (value padded with trailing 1-dims); PyNative: ValueError",
    "m2_T31": "graph mode writes value padded to x's rank; PyNative: ValueError",
}


class Set(nn.Cell):
    def __init__(self, m, v):
        super().__init__()
        self.m, self.v = m, v

    def construct(self, x):
        x[self.m] = self.v
        return x


class Aug(nn.Cell):
    def __init__(self, m, v):
        super().__init__()
        self.m, self.v = m, v

    def construct(self, x):
        x[self.m] += self.v
        return x


def base(dt=np.float32):
    return Tensor(np.arange(12).reshape(3, 4).astype(dt))


m1 = Tensor(np.array([True, False, True]))
m2 = Tensor(np.arange(12).reshape(3, 4) % 3 == 0)
cases = {
    "m1_l4": (m1, [9, 8, 7, 6]), "m1_t4": (m1, (1.5, 2.5, 3.5, 4.5)), "m1_ll": (m1, [[1, 2, 3, 4], [5, 6, 7, 8]]),
    "m2_l4": (m2, [9, 8, 7, 6]), "m2_l1": (m2, [5]), "m1_T4": (m1, Tensor(np.array([9., 8, 7, 6], np.float32))),
    "m1_T24": (m1, Tensor(np.arange(8).reshape(2, 4).astype(np.float32))),
    "m2_T4": (m2, Tensor(np.array([9., 8, 7, 6], np.float32))), "m1_num": (m1, 5), "m1_T0": (m1, Tensor(2.5)),
    "m2_num": (m2, -1.5), "m1_T1": (m1, Tensor(np.array([7.0], np.float32))),
    "t0d_l4": (Tensor(1), [1, 2, 3, 4]), "t0d_t1": (Tensor(1), (5,)), "t0d_T4": (Tensor(1), Tensor(np.ones(4, np.float32))),
    "t0d_num": (Tensor(2), 3), "tint_l4": (Tensor(np.array([0, 2])), [1, 2, 3, 4]),
    "m1_T3": (m1, Tensor(np.array([9., 8, 7], np.float32))), "m2_T31": (m2, Tensor(np.array([[1.], [2], [3]], np.float32))),
}
for k, (m, v) in cases.items():
    emit_error(k, lambda m=m, v=v: Set(m, v)(base()))
for dt in (np.float32, np.int32):
    for k, v in (("num", 2), ("T0", Tensor(np.array(1.5, np.float32))), ("T4", Tensor(np.array([1, 2, 3, 4], np.int32)))):
        emit_error(f"aug_m1_{np.dtype(dt).name}_{k}", lambda v=v, dt=dt: Aug(m1, v)(base(dt)))
        emit_error(f"aug_m2_{np.dtype(dt).name}_{k}", lambda v=v, dt=dt: Aug(m2, v)(base(dt)))
emit("done", 1)
