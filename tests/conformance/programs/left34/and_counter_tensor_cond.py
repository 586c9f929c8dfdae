"""A ``while`` / ``if`` condition joining a run-time Python bool and a Tensor with ``and`` / ``or``: MindSpore 2.10
lowers the operator as a Tensor ``if`` whose two results must join, so ``while i < 5 and x.sum() < 20`` with a loop
counter ``i`` is its join TypeError (graph code, both modes), as is ``bool(t) and <Tensor>``; two run-time Python
bools (``bool(t) and i < 4``) are not refused; a constant Python operand short-circuits
(``i = 2; if i < 5 and x.sum() < 20`` runs), two Tensors or a Tensor counter join.  (adapt33c s10_loops variants.)"""
import numpy as np
import mindspore as ms
from mindspore import Tensor
from _conf import emit, emit_error


def f32(*v):
    return Tensor(np.array(v, np.float32))


@ms.jit
def counter_and_tensor(x):
    i = 0
    while i < 5 and x.sum() < 20:
        x = x * 2
        i += 1
    return x


@ms.jit
def counter_or_tensor(x):
    i = 0
    while i > 5 or x.sum() < 20:
        x = x * 2
        i += 1
    return x


@ms.jit
def tensor_and_counter(x):
    i = 0
    while x.sum() < 20 and i < 5:
        x = x * 2
        i += 1
    return x


@ms.jit
def constant_and_tensor(x):
    i = 2
    if i < 5 and x.sum() < 20:
        x = x * 2
    return x


@ms.jit
def tensor_counter_and_tensor(x):
    i = Tensor(0)
    while i < 5 and x.sum() < 20:
        x = x * 2
        i += 1
    return x


@ms.jit
def counters_and(x):
    i = 0
    j = 1
    while i < 3 and j < 100:
        x = x * 2
        i += 1
        j *= 2
    return x


@ms.jit
def bool_call_and_tensor(x):
    if bool(x.sum() > 1) and x.max() < 5:
        x = x * 2
    return x


@ms.jit
def bool_call_and_counter(x):
    i = 0
    while bool(x.mean() < 2.1) and i < 4:
        x = x + 0.5
        i += 1
    return x


@ms.jit
def counter_and_bool_call(x):
    i = 0
    while i < 4 and bool(x.mean() < 2.1):
        x = x + 0.5
        i += 1
    return x


emit_error("counter_and_tensor", counter_and_tensor, f32(1.0, 2.0))
emit_error("counter_or_tensor", counter_or_tensor, f32(1.0, 2.0))
emit_error("tensor_and_counter", tensor_and_counter, f32(1.0, 2.0))
emit("constant_and_tensor", constant_and_tensor(f32(1.0, 2.0)))
emit("tensor_counter_and_tensor", tensor_counter_and_tensor(f32(1.0, 2.0)))
emit("counters_and", counters_and(f32(1.0, 2.0)))
emit_error("bool_call_and_tensor", bool_call_and_tensor, f32(1.0, 2.0))
emit("bool_call_and_counter", bool_call_and_counter(f32(1.0, 2.0)))
emit("counter_and_bool_call", counter_and_bool_call(f32(1.0, 2.0)))
