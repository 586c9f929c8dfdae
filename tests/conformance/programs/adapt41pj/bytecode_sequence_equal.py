"""st pi_jit fallback/test_sequence_compare and builtin/test_tuple_builtin / test_list_builtin adapted (adapt41pj):
constant tuples and lists compared under jit(capture_mode='bytecode') are compared as Python does
(``(1, 2) == (1, 2.0)`` True), as MindSpore 2.10's bytecode capture gives; plain jit (ast) keeps MindSpore's
type-strict sequence equality (False).  msgraph's bytecode capture used the type-strict one: silent."""
import mindspore as ms
from mindspore import jit
from _conf import emit

MODES = ("pynative",)


def eq_const(a):
    return ((1, 2) == (1, 2.0), [1, 2] == [1.0, 2], (1,) == (True,), (1, 2) != (1, 2.0), (1, (2,)) == (1, (2.0,)),
            [0] != [False], (1, "a") == (1, "a"), (1, 2) == (1, 3))


def eq_arg(a):
    return a == (1, 2.0), a != (1, 2.0), a == [1, 2], a == (True, 2)


def order(a):
    return (1, 2) < (1, 2.5), [1, 2.0] <= [1, 2], (True, 0) >= (1, 0.0), a > (1, 1.5)


for name, fn, arg in (("eq_const", eq_const, 0), ("eq_arg", eq_arg, (1, 2)), ("order", order, (1, 2))):
    emit(f"{name}_python", fn(arg))
    emit(f"{name}_bytecode", jit(fn, capture_mode="bytecode")(arg))
    emit(f"{name}_ast", jit(fn)(arg))
