"""Helpers MindSpore's unit tests import (MindSpore 2.10): _checkparam.check_input_format / _expand_tuple /
args_type_check, standard_method.ms_len, composite add_flags / core, common.api._no_recursive and jit_class,
ops._grad_experimental.grad_base.bprop_getters."""
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor
from mindspore._checkparam import check_input_format, _expand_tuple, args_type_check
from mindspore._extends.parse.standard_method import ms_len
from mindspore.ops.composite import add_flags
from mindspore.ops.composite.base import core
from mindspore.common.api import _no_recursive, jit_class
from mindspore.ops._grad_experimental.grad_base import bprop_getters
from _conf import emit, emit_error

emit("nchw", check_input_format("NCHW"))
emit_error("nchw_bad", check_input_format, "NHWC")
twice = _expand_tuple(2)
emit("twice_int", twice(3))
emit("twice_tuple", twice((3, 4)))
emit_error("twice_float", twice, 0.5)
emit_error("twice_len", twice, (1, 2, 3))
emit_error("twice_elem", twice, (3.3, 4))
emit_error("twice_bool", twice, True)


@args_type_check(v_str=str, v_int=int, v_tuple=tuple)
def check_input(v_str, v_int, v_tuple):
    return v_str, v_int, v_tuple


emit("args_ok", check_input("a", 1, (2,)))
emit("args_none", check_input(None, 1, (2,)))
emit_error("args_bad_str", check_input, 100, 100, (10, 10))
emit_error("args_bad_tuple", check_input, "name", 100, "age")


class LenNet(nn.Cell):
    def construct(self, x):
        return ms_len(x), ms_len((1, 2, 3))


emit("ms_len", LenNet()(Tensor(np.ones((4, 2), np.float32))))


class Net(nn.Cell):
    def construct(self, x):
        return x * 2


net = add_flags(Net(), predit=True)
emit("add_flags", net._func_graph_flags)
emit("add_flags_run", net(Tensor(np.array([1.0, 2.0], np.float32))))


@core
def f1(x):
    return x


@core(tg=True)
def f2(x):
    return x


emit("core_flags", [f1._func_graph_flags, f2._func_graph_flags])


@_no_recursive
def g(x):
    return x + 1


emit("no_recursive_flags", g._func_graph_flags)
emit("no_recursive_run", ms.jit(g)(Tensor(np.array([1.0], np.float32))))
emit_error("no_recursive_bad", _no_recursive, 3)
emit("grad_base", callable(bprop_getters.register))
emit("jit_class", jit_class is ms.jit_class)

cl = nn.CellList([nn.ReLU(), nn.Tanh()])
same = cl
cl += [cl[0]]
emit("celllist_iadd", [len(cl), cl is same, cl[0] is cl[2]])
emit_error("celllist_iadd_cell", lambda: cl.__iadd__(nn.ReLU()))
