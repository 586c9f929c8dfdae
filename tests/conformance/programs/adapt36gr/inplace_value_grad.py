"""Gradients through ``AssignAdd`` / ``AssignSub`` written into a Tensor that is not a Parameter (a Tensor argument,
``z = y * 1``): MindSpore 2.10 differentiates the new value with respect to the added value too (``AssignAdd()(y, x);
return y``: d/dx = 1, MindSpore's own st test_tensor_inplace_add_grad_first_input; two writes add up), in both modes.
Into a Parameter the value gets no gradient (0, not -0.0 through AssignSub), and ``Assign`` into a local gives its
value none either.  msgraph's Graph mode had given the added value no gradient in every case (silently 0).  Found by
adapting st compiler/tensor_inplace test_tensor_inplace_grad (session 36, adapt36gr)."""
import numpy as np

import mindspore as ms
from mindspore import Parameter, ParameterTuple, Tensor, nn, ops
from mindspore.ops import operations as P
from _conf import emit_error


class IntoArg(nn.Cell):
    def construct(self, x, y):
        P.AssignAdd()(y, x)
        return y


class IntoLocal(nn.Cell):
    def __init__(self, op, scale):
        super().__init__()
        self.op = op
        self.scale = scale

    def construct(self, x, y):
        z = y * 1
        self.op(z, x * self.scale)
        return z * 2


class TwoWrites(nn.Cell):
    def __init__(self, op):
        super().__init__()
        self.op = op

    def construct(self, x, y):
        z = y * 1
        self.op(z, x * 3)
        w = z * 2
        self.op(z, x)
        return w + z


class IntoParam(nn.Cell):
    def __init__(self, op):
        super().__init__()
        self.p = Parameter(Tensor(np.array([2.0, -1.0], np.float32)), name="p")
        self.op = op

    def construct(self, x, y):
        self.op(self.p, x * 3)
        return self.p * y


def grads(net, with_params=False):
    x = Tensor(np.array([1.0, -2.0], np.float32))
    y = Tensor(np.array([2.0, 0.5], np.float32))
    if with_params:
        return ops.GradOperation(get_all=True, get_by_list=True)(net, ParameterTuple(net.trainable_params()))(x, y)
    return ops.GradOperation(get_all=True)(net)(x, y)


emit_error("into_arg", lambda: grads(IntoArg()))
for name, op in (("add", P.AssignAdd()), ("sub", P.AssignSub()), ("assign", P.Assign())):
    emit_error("local_%s_1" % name, lambda op=op: grads(IntoLocal(op, 1.0)))
    emit_error("local_%s_3" % name, lambda op=op: grads(IntoLocal(op, 3.0)))
    emit_error("two_writes_%s" % name, lambda op=op: grads(TwoWrites(op)))
    emit_error("param_%s" % name, lambda op=op: grads(IntoParam(op), True))
emit_error("function_assign_add", lambda: grads(IntoLocal(ops.assign_add, 2.0)))
emit_error("function_assign_sub", lambda: grads(IntoLocal(ops.assign_sub, 2.0)))
