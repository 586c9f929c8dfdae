"""Writes to lists and dicts outside a jit(capture_mode='bytecode') function (adapted from st/pi_jit
control_flow/test_side_effect, test_subgraph_break): a module global list's append / extend / insert / item
assignment / sort / clear, repeated calls, a write chosen by a Tensor condition, a write before a raise, a global
dict's list, ``fullgraph=True``.  MindSpore's bytecode capture does them as Python does (in these forms; some others
lose the write there: docs/differences.md, Session 38 (adapt38pj)); msgraph's graph undid them (the 'ast' rule for a
Cell attribute's list) or did them once at compile time."""
import numpy as np
from mindspore import Tensor, jit
from _conf import emit, emit_error

MODES = ("pynative",)

x = Tensor(np.array([1.0, 2.0, 3.0], np.float32))
GL = []
GD = {}


def reset(v=()):
    GL[:] = list(v)


def append_py(t):
    GL.append(1)
    GL.append('s')
    return t


reset()
emit("append_py_result", jit(append_py, capture_mode="bytecode")(x))
emit("append_py_global", GL)

f3 = jit(append_py, capture_mode="bytecode")
reset()
f3(x)
f3(x)
f3(x)
emit("append_py_three_calls", len(GL))


def extend_insert(t):
    GL.extend([t, 5])
    GL.insert(0, 'h')
    return t


reset()
jit(extend_insert, capture_mode="bytecode")(x)
emit("extend_insert", GL)


def setitem(t):
    GL[0] = t * 3
    GL[1] += 1
    return t


reset([0, 10])
jit(setitem, capture_mode="bytecode")(x)
emit("item_assign", GL)


def sort_clear(t, c):
    GL.sort()
    if c:
        GL.clear()
    return t


reset([3, 1, 2])
jit(sort_clear, capture_mode="bytecode")(x, False)
emit("sort", GL)
reset([3, 1, 2])
jit(sort_clear, capture_mode="bytecode")(x, True)
emit("clear", GL)


def return_list(t):
    GL.append(t)
    return GL


reset()
r = jit(return_list, capture_mode="bytecode")(x)
emit("returned_is_global", (r is GL, len(GL)))


def dict_list(t):
    GD.setdefault('lst', []).append(t * 2)
    return t


GD.clear()
jit(dict_list, capture_mode="bytecode")(x)
emit("global_dict_list_append", GD)


def in_loop(t):
    for i in range(3):
        GL.append(t * i)
    return t


reset()
jit(in_loop, capture_mode="bytecode")(x)
emit("append_in_loop", (len(GL), GL[-1]))


def tensor_branch(t):
    if t.sum() > 0:
        GL.append(1)
    else:
        GL.append(2)
    return t


reset()
fb = jit(tensor_branch, capture_mode="bytecode")
fb(x)
fb(-x)
emit("append_tensor_branch", GL)


def then_raise(t):
    GL.append(1)
    raise ValueError("after append")


reset()
emit_error("append_then_raise", lambda: jit(then_raise, capture_mode="bytecode")(x))
emit("append_then_raise_global", GL)


def fullgraph_append(t):
    GL.append(t)
    return t


reset()
emit("fullgraph_append_result", jit(fullgraph_append, capture_mode="bytecode", fullgraph=True)(x))
emit("fullgraph_append_global", GL)
