"""ops.ForiLoop / ops.Scan arguments (st compiler/control test_unroll_loop_ops variants): ForiLoop with Tensor bounds
runs in MindSpore 2.10's Graph mode as in PyNative (msgraph's Graph mode raised make_range's TypeError); Scan's xs
as a Tensor is MindSpore's TypeError in both modes (msgraph iterated its rows), and a loop_func that returns no
(carry, y) pair its ValueError (msgraph: TypeError).  Session 40 (adapt40ctl)."""
import numpy as np

import mindspore as ms
from mindspore import Tensor, nn, ops
from mindspore.common import dtype as mstype
from _conf import emit, emit_error


def fori_add(i, v):
    return ops.Add()(v, i)


class ForiBounds(nn.Cell):
    def __init__(self):
        super().__init__()
        self.f = ops.ForiLoop()

    def construct(self, lo, hi, x):
        return self.f(lo, hi, fori_add, x)


def scan_sum(res, el):
    res = res + el
    return res, res


def scan_bad(res, el):
    return res + el


class ScanNet(nn.Cell):
    def __init__(self, fn, length):
        super().__init__()
        self.s = ops.Scan()
        self.fn = fn
        self.length = length

    def construct(self, init, xs):
        return self.s(self.fn, init, xs, self.length, True)


i32 = mstype.int32
emit("fori_tensor_bounds", ForiBounds()(Tensor(0, i32), Tensor(4, i32), Tensor(1.0, mstype.float32)))
emit("fori_tensor_bounds_f16", ForiBounds()(Tensor(0, i32), Tensor(4, i32), Tensor(1.0, mstype.float16)))
emit("fori_tensor_bounds_zero_trip", ForiBounds()(Tensor(3, i32), Tensor(1, i32), Tensor(1.0, mstype.float32)))
emit("fori_int_lower_tensor_upper", ForiBounds()(1, Tensor(4, i32), Tensor(1.0, mstype.float32)))
emit("fori_tensor_bounds_grad", ops.grad(ForiBounds(), grad_position=2)(Tensor(0, i32), Tensor(3, i32),
                                                                         Tensor(np.array([1.0, 2.0], np.float32))))
emit_error("scan_tensor_xs", ScanNet(scan_sum, 3), Tensor(np.zeros(2, np.float32)),
           Tensor(np.arange(6, dtype=np.float32).reshape(3, 2)))
emit_error("scan_loop_func_not_pair", ScanNet(scan_bad, 2), Tensor(0), [1, 2])
emit("scan_list_xs", ScanNet(scan_sum, 2)(Tensor(0.5, mstype.float32), [1, 2]))
