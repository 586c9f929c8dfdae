# MindSpore's text for graph syntax errors that its tests check with `in str(err)`: an exception class its
# graph raise does not know, a bare raise, a missing namedtuple attribute; and the f-string text of a
# compile-time Tensor / numpy constant; a list that holds itself as an argument.
from collections import namedtuple

import numpy as np
import mindspore as ms
from mindspore import Tensor, jit, nn
from _conf import emit

MODES = ("graph",)
Data = namedtuple("Data", ["label1", "label2"])


def check(label, fn, text, *args):
    try:
        fn(*args)
        emit(label, "no error")
    except Exception as e:  # noqa: BLE001
        cls = type(e)
        base = [c.__name__ for c in cls.__mro__ if c.__module__ == "builtins"][0]
        emit(label, [base, text in str(e)])


class RaiseUserWarning(nn.Cell):
    def construct(self, x):
        if x == 1:
            raise UserWarning("The input should not be 1.")
        return x


class RaiseImportError(nn.Cell):
    def construct(self, x):
        if x == 1:
            raise ImportError("The input should not be 1.")
        return x


class RaiseUndefined(nn.Cell):
    def construct(self, x):
        if x == 1:
            raise NotSupportError("The input should not be 1.")  # noqa: F821
        return x


class RaiseOverflow(nn.Cell):
    def construct(self, x):
        if x == 1:
            raise OverflowError("The input should not be 1.")
        return x


class RaiseEmpty(nn.Cell):
    def construct(self, x):
        if x == 1:
            raise
        return x


class NamedTupleNet(nn.Cell):
    def construct(self, data):
        return data.label3


@jit
def fstr_const():
    x = (1, 2, 3)
    t = Tensor(x)
    a = np.array([1, 2, 3])
    return f"x: {x}, t: {t}, s: {Tensor(2)}, a: {a}"


check("raise_user_warning", RaiseUserWarning(), "Unsupported exception type: UserWarning.", 1)
check("raise_import_error", RaiseImportError(), "Unsupported exception type: ImportError.", 1)
check("raise_undefined", RaiseUndefined(), "Unsupported exception type: NotSupportError.", 1)
check("raise_overflow", RaiseOverflow(), "The input should not be 1.", 1)
check("raise_empty", RaiseEmpty(), "No active exception to reraise", 1)
check("namedtuple_attr", NamedTupleNet(), "'NamedTuple' object has no attribute 'label3'", Data(1, 2))
emit("fstr_const", fstr_const())


class Identity(nn.Cell):
    def construct(self, x):
        return x


cyc = [1, 2]
cyc += [cyc]
class OnlyTrue(nn.Cell):
    def construct(self, x):
        if x < 0:
            y = 0
        return y


class OnlyFalse(nn.Cell):
    def construct(self, x):
        if x < 0:
            print(x)
        else:
            y = 0
        return y


class OnlyWhile(nn.Cell):
    def construct(self, x):
        while x < 0:
            y = 0
        return y


class NestedFor(nn.Cell):
    def construct(self, x):
        for _ in range(2):
            for _ in range(3):
                if x < 0:
                    y = x
        return y


x1 = Tensor([1.0])
check("only_true", OnlyTrue(), "The local variable 'y' is not defined in false branch, but defined in true branch.", x1)
check("only_true_line", OnlyTrue(), "return y", x1)
check("only_false", OnlyFalse(), "The local variable 'y' is not defined in true branch, but defined in false branch.", x1)
check("only_while", OnlyWhile(), "The local variable 'y' defined in the 'while' loop body cannot be used outside of "
      "the loop body.", x1)
check("nested_for", NestedFor(), "The local variable 'y' defined in the 'for' loop body cannot be used outside of "
      "the loop body.", x1)
check("nested_for_def", NestedFor(), "y = x", x1)
check("cyclic_list_arg", Identity(), "Detect recursion when converting python object.", cyc)
