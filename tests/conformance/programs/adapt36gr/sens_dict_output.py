"""A Cell returning a dict, differentiated with ``sens_param``: MindSpore 2.10's PyNative pairs the sens with the dict's
values by position (a tuple / list sens, or a dict sens whatever its keys: ``{"q": s1, "p": s2}`` gives ``p`` the
sens s1), a sens of another length its size RuntimeError; a dict sens for a tuple output is paired by position too.
Graph mode joins the sens with the output's abstract: a tuple / list / Tensor sens for a dict output, or a dict sens
for a tuple output, is its TypeError "Type Join Failed: Abstract type AbstractTuple cannot join with
AbstractDictionary.", a dict sens of another size its RuntimeError "Join failed as dict don't have the same size".
msgraph had paired by key in PyNative (a tuple sens: an internal "tuple indices must be integers" TypeError) and
computed in Graph mode.  Also a custom_vjp function without defbwd (TypeError).  Found by adapting st
compiler/gradient test_dict_grad_graph (session 36, adapt36gr)."""
import numpy as np

import mindspore as ms
from mindspore import Tensor, nn, ops
from mindspore.ops.function.grad.grad_func import custom_vjp
from _conf import emit_error

x = Tensor(np.array([2.0, 3.0], np.float32))
y = Tensor(np.array([1.0, -1.0], np.float32))


class RetDict(nn.Cell):
    def construct(self, a, b):
        return {"p": a * b, "q": a + b}


class RetTuple(nn.Cell):
    def construct(self, a, b):
        return a * b, a + b


G = ops.GradOperation(get_all=True, sens_param=True)
for name, net, s in (("dict_tuple", RetDict(), (x, y)), ("dict_list", RetDict(), [x, y]),
                     ("dict_tuple1", RetDict(), (x,)), ("dict_tuple3", RetDict(), (x, y, x)),
                     ("dict_dict", RetDict(), {"p": x, "q": y}), ("dict_dict_swapped", RetDict(), {"q": x, "p": y}),
                     ("dict_dict_other_keys", RetDict(), {"a": x, "b": y}), ("dict_tensor", RetDict(), x),
                     ("tuple_dict", RetTuple(), {"p": x, "q": y}), ("dict_dict1", RetDict(), {"p": x})):
    emit_error(name, lambda net=net, s=s: G(net)(x, y, s))


@custom_vjp
def no_bwd(a, b):
    return a * b


emit_error("custom_vjp_without_defbwd", lambda: ops.GradOperation(get_all=True)(no_bwd)(x, y))
