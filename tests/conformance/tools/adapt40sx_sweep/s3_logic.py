"""and / or / not / in / not in (st compiler/syntax/simple_expression test_logic_and, test_logic_or, test_member_in,
test_member_not_in): Python vs Tensor operands of several dtypes and shapes, as arguments and as Cell attributes;
result value / type / error class."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn
from h import run3, plain

T1 = lambda v, d=np.int32: Tensor(np.array(v, d))


def f_and(x, y): return x and y
def f_or(x, y): return x or y
def f_not(x): return not x
def f_in(x, y): return x in y
def f_nin(x, y): return x not in y
def f_and3(x, y): return x and y and 5
def f_or_not(x, y): return not x or y


PAIRS = {
    "int_int": lambda: (1, 2), "zero_int": lambda: (0, 2), "int_float": lambda: (3, 2.5), "float0_int": lambda: (0.0, 7),
    "true_false": lambda: (True, False), "none_int": lambda: (None, 3), "int_none": lambda: (3, None),
    "str_int": lambda: ("", 4), "tuple_int": lambda: ((), 4), "list_int": lambda: ([1], 4),
    "t1_t0": lambda: (T1([1]), T1([0])), "t0_t1": lambda: (T1([0]), T1([1])),
    "t1f_t0i": lambda: (T1([1.0], np.float32), T1([0])),
    "t0d_int": lambda: (T1(2), 5), "t0d0_int": lambda: (T1(0), 5), "int_t0d": lambda: (5, T1(2)),
    "zero_t0d": lambda: (0, T1(2)), "tb_tb": lambda: (T1(True, np.bool_), T1(False, np.bool_)),
    "tf16_float": lambda: (T1(0.5, np.float16), 1.5), "tf64_0_t": lambda: (T1(0.0, np.float64), T1(3, np.int8)),
    "t22_t22": lambda: (T1(np.ones((2, 2))), T1(np.zeros((2, 2)))), "t_empty": lambda: (T1(np.ones((0,))), 3),
    "t2_int": lambda: (T1([1, 2]), 3), "none_none": lambda: (None, None), "t_none": lambda: (T1(1), None),
}
for n, mk in PAIRS.items():
    run3("and_" + n, f_and, mk)
    run3("or_" + n, f_or, mk)
    run3("and3_" + n, f_and3, mk)
    run3("ornot_" + n, f_or_not, mk)
for n, v in {"int": 1, "zero": 0, "float": 0.5, "true": True, "none": None, "str": "a", "estr": "", "tuple": (1,),
             "etuple": (), "list": [0], "t1": T1([1]), "t0": T1([0]), "t0d": T1(3), "tb": T1(False, np.bool_),
             "tf": T1(0.0, np.float32), "t2": T1([1, 2]), "tempty": T1(np.ones((0,)))}.items():
    run3("not_" + n, f_not, (lambda v=v: (v,)))

X = T1(np.ones((2, 2)))
Y = T1(np.zeros((2, 2)))
MEM = {
    "int_int": lambda: (1, 2), "int_list": lambda: (1, [1, 2]), "int_tuple": lambda: (3, (1, 2)),
    "float_tuple": lambda: (1.0, (1, 2)), "true_tuple": lambda: (True, (1, 2)), "int_liststr": lambda: (1, ["1", "2"]),
    "str_tuple": lambda: ("a", ("a", "b")), "str_str": lambda: ("ab", "xaby"), "int_dict": lambda: (1, {"1": 2, 2: 3}),
    "str_dict": lambda: ("1", {"1": 2, 2: 3}), "none_tuple": lambda: (None, (1, None)),
    "t_list": lambda: (X, [X, Y]), "t_tuple_other": lambda: (X, (Y,)), "t_tuple_eqval": lambda: (X, (T1(np.ones((2, 2))),)),
    "t_tuple_str": lambda: (X, (Y, "a")), "int_t": lambda: (1, T1([1, 2])), "t0d_tuple_int": lambda: (T1(1), (1, 2)),
    "t0d_tuple_t": lambda: (T1(1), (T1(1), T1(2))), "int_tuple_t": lambda: (1, (T1(1), T1(2))),
    "t_t": lambda: (T1(1), T1([1, 2])), "tuple_tuple": lambda: ((1, 2), ((1, 2), 3)), "list_list": lambda: ([1], [[1], 2]),
    "int_emptytuple": lambda: (1, ()), "t_none": lambda: (T1(1), None), "int_range": lambda: (2, range(3)),
}
for n, mk in MEM.items():
    run3("in_" + n, f_in, mk)
    run3("nin_" + n, f_nin, mk)


class Attr(nn.Cell):
    def __init__(self, x, y, op):
        super().__init__()
        self.x, self.y, self.op = x, y, op

    def construct(self):
        if self.op == "and":
            return self.x and self.y
        if self.op == "or":
            return self.x or self.y
        if self.op == "in":
            return self.x in self.y
        return self.x not in self.y


for mode, mn in ((ms.PYNATIVE_MODE, "P"), (ms.GRAPH_MODE, "G")):
    for op in ("and", "or", "in", "nin"):
        for n, (x, y) in {"int_int": (2, 0), "t_t": (T1([1]), T1([0])), "int_liststr": (1, ["1", 2]),
                          "t_tuple": (X, (X, "a")), "none_t": (None, T1([2])), "t_list": (T1([3]), [T1([3])])}.items():
            ms.set_context(mode=mode)
            plain("%s attr_%s_%s" % (mn, op, n), lambda: Attr(x, y, op)())
ms.set_context(mode=ms.PYNATIVE_MODE)
