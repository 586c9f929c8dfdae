"""get_code_extra after a bytecode-captured call: MindSpore 2.10's capture breaks the graph (break_count_ 1, no
phase_) at dict(zip(...)), dict(k=v), enumerate(seq, start=1), itertools.product and a Tensor condition in a
comprehension, and not at their plain forms (st pi_jit builtin/test_dict_builtin, builtin/test_list_comprehension).
msgraph still compiles one graph; the values are Python's."""
import itertools
import numpy as np
import mindspore as ms
from mindspore import Tensor, jit, ops
from mindspore.ops import operations as P
from mindspore._c_expression import get_code_extra
from _conf import emit

MODES = ("pynative",)


def dict_zip(seq1, seq2):
    d = dict(zip(seq1, seq2))
    return ops.mul(d["a"], d["b"])


def dict_kwargs(v):
    d = dict(a=v)
    return ops.mul(d["a"], 2)


def dict_literal(v):
    d = {"a": v}
    return ops.mul(d["a"], 2)


def enumerate_start(seq):
    return [ops.add(i, x) for i, x in enumerate(seq, start=1)]


def enumerate_plain(seq):
    return [ops.add(i, x) for i, x in enumerate(seq)]


def product():
    return [i for i in itertools.product((1, 2), (4, 5))]


def tensor_filter(data, x):
    return [x + y for y in data if ops.all(x > y)]


def reduce_filter(a):
    return [a + i for i in range(5) if P.ReduceSum()(a + i) > 10]


def const_filter(a):
    return [a + i for i in range(5) if i % 2 == 0]


x = Tensor(np.array([1, 2, 3], np.int32))
y = Tensor(np.array([2, 3, 4], np.int32))
for f, args in ((dict_zip, (["a", "b"], [x, y])), (dict_kwargs, (x,)), (dict_literal, (x,)),
                (enumerate_start, ((x, y),)), (enumerate_plain, ((x, y),)), (product, ()),
                (tensor_filter, ([x, Tensor(np.array([-2, 0, 1], np.int32))], Tensor(np.array([3, 4, 5], np.int32)))),
                (reduce_filter, (x,)), (const_filter, (x,))):
    out = jit(f, capture_mode="bytecode")(*args)
    jcr = get_code_extra(f)
    emit(f"{f.__name__}_value", out)
    emit(f"{f.__name__}_break_count", jcr["break_count_"])
