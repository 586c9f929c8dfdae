"""adapt40sx: writing a value of another dtype into a Parameter (MindSpore 2.10 CPU; adapted from st
compiler/syntax/simple_expression/test_assignment_ops.py and augassign_inplace/test_augassign_*.py with a Parameter
target).

- ``self.p += x`` (``-=``, ``*=``, ``/=``, ``//=``, ``%=``, ``**=``, and ``self.p = self.p + x``) in a PyNative
  construct, or ``net.p = tensor`` outside, where the result's dtype is not the Parameter's (int32 + 1.5, float16 *
  float32 Tensor): MindSpore's Cell.__setattr__ sets the data converted to the Parameter's dtype ([5, 7] += 1.5 is
  [6, 8] Int32); msgraph went through ops.assign and raised its TypeError "Data type conversion is not supported".
  Graph mode already did the same (recorded alongside).
- ``P.Assign`` / ``P.AssignAdd`` / ``P.AssignSub`` of a Python float into an int32 Parameter of rank 1: MindSpore's
  dtype TypeError comes first (msgraph raised the rank ValueError); of a tuple in graph code: its TypeError
  "Failed calling Assign" (msgraph's rank ValueError).  ``ops.assign`` of a float32 Tensor into an int32 Parameter
  stays the TypeError in both."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, Parameter, nn, ops
from mindspore.ops import operations as P
from _conf import emit, emit_error


class ParamAug(nn.Cell):
    def __init__(self, p, op):
        super().__init__()
        self.p = Parameter(p, name="pa")
        self.op = op

    def construct(self, x):
        if self.op == "add":
            self.p += x
        elif self.op == "sub":
            self.p -= x
        elif self.op == "mul":
            self.p *= x
        elif self.op == "div":
            self.p /= x
        elif self.op == "fdiv":
            self.p //= x
        elif self.op == "mod":
            self.p %= x
        elif self.op == "pow":
            self.p **= x
        else:
            self.p = self.p + x
        return self.p * 1


def aug(p, op, x):
    net = ParamAug(Tensor(np.array([5, 7]).astype(p)), op)
    out = net(x)
    return out, net.p * 1


F2 = Tensor(np.array([2, 4], np.float32))
for op in ("add", "sub", "mul", "div", "fdiv", "mod", "pow", "expr"):
    emit_error("aug_%s_i32_float" % op, lambda: aug(np.int32, op, 1.5))
    emit_error("aug_%s_i32_f32" % op, lambda: aug(np.int32, op, F2))
    emit_error("aug_%s_f16_f32" % op, lambda: aug(np.float16, op, F2))
emit_error("aug_div_u8_int", lambda: aug(np.uint8, "div", 3))


class Holder(nn.Cell):
    def __init__(self):
        super().__init__()
        self.p = Parameter(Tensor(np.array([5, 7], np.int32)), name="ph")

    def construct(self):
        return self.p * 1


def setattr_outside():
    h = Holder()
    h.p = Tensor(np.array([1.5, -2.5], np.float32))
    return h.p * 1, h()


emit_error("setattr_outside_f32_into_i32", setattr_outside)


class AssignArg(nn.Cell):
    def __init__(self, y, op):
        super().__init__()
        self.y = Parameter(y, name="y")
        self.op = op

    def construct(self, x):
        self.op(self.y, x)
        return self.y * 1


I2 = lambda: Tensor(np.array([1, 2], np.int32))
for name, op in (("assign", P.Assign()), ("assignadd", P.AssignAdd()), ("assignsub", P.AssignSub())):
    emit_error("%s_float_into_i32" % name, lambda: AssignArg(I2(), op)(2.5))
    emit_error("%s_int_into_i32" % name, lambda: AssignArg(I2(), op)(5))
    emit_error("%s_tuple_into_f32" % name, lambda: AssignArg(Tensor(np.array([1, 2], np.float32)), op)((1.0, 2.0)))
emit_error("ops_assign_f32_into_i32", lambda: ops.assign(Parameter(I2(), name="q"), Tensor(np.array([1.5, 2.5], np.float32))))
