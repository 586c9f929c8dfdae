"""``P.AssignAdd()(param, x)`` / ``P.AssignSub`` / ``P.Assign`` in a Graph-mode construct with a Python number
(ut exec/test_assign_add.py, adapted): MindSpore 2.10's rank ValueError for a variable of rank >= 1, whether the number
is a literal, a construct argument or ``ms.mutable`` (msgraph's Graph mode broadcast it silently; its PyNative and
``ops.assign_add`` already refused); a shape-(1,) variable takes it; Tensor values of the right shape update."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops, Parameter, mutable
from mindspore.ops import operations as P
from _conf import emit, emit_error


class Upd(nn.Cell):
    def __init__(self, prim, shape=(2,)):
        super().__init__()
        self.prim = prim
        self.p = Parameter(Tensor(np.ones(shape, np.float32)), name="p")

    def construct(self, x):
        self.prim(self.p, x)
        return self.p


class Lit(nn.Cell):
    def __init__(self):
        super().__init__()
        self.p = Parameter(Tensor(np.ones(2, np.float32)), name="p")

    def construct(self):
        P.AssignAdd()(self.p, 2.0)
        return self.p


emit_error("assign_add_arg_float", lambda: Upd(P.AssignAdd())(2.0))
emit_error("assign_add_arg_int", lambda: Upd(P.AssignAdd())(2))
emit_error("assign_add_mutable", lambda: Upd(P.AssignAdd())(mutable(2.0)))
emit_error("assign_add_literal", lambda: Lit()())
emit_error("assign_sub_arg", lambda: Upd(P.AssignSub())(1.5))
emit_error("assign_arg", lambda: Upd(P.Assign())(3.0))
emit_error("assign_add_0d_tensor", lambda: Upd(P.AssignAdd())(Tensor(2.0)))
emit("assign_add_shape1", Upd(P.AssignAdd(), (1,))(2.0))
emit("assign_add_tensor", Upd(P.AssignAdd())(Tensor(np.array([2.0, 3.0], np.float32))))
emit("assign_sub_tensor", Upd(P.AssignSub())(Tensor(np.array([2.0, 3.0], np.float32))))
emit("assign_add_int64", Upd(P.AssignAdd())(Tensor(np.array([2, 3], np.int32))))
