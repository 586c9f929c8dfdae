"""Rejected syntax, as MindSpore's parser reports it: super() with one or three arguments, or an object
that is not an instance of the class (RuntimeError); a Python lambda that graph code calls must be the
whole statement it is written in (``f = lambda x: ...``): one in a ``def`` line's defaults is a
ValueError, one inside a call, subscript, ``and`` or ``if`` expression a TypeError naming it
(tests/st/compiler/syntax/simple_expression/test_super.py, tests/st/compiler/graph_syntax/test_lambda.py)."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _conf import emit, emit_error

MODES = ("graph",)


class ArgumentNum(nn.Cell):
    def construct(self, x):
        super(ArgumentNum, self, x).aa()
        return x


class ArgumentNotSelf(nn.Cell):
    def construct(self, x):
        super(ArgumentNotSelf, 2).aa()
        return x


class Holder(nn.Cell):
    def __init__(self, f):
        super().__init__()
        self.f = f

    def construct(self, x):
        return self.f(x)


class DefaultLambda(nn.Cell):
    def __init__(self, combine_fn=lambda x: x + 1):
        super().__init__()
        self.combine_fn = combine_fn

    def construct(self, x):
        return self.combine_fn(x)


x = Tensor(np.array([4.0], np.float32))
emit_error("super_three_args", lambda: ArgumentNum()(x))
emit_error("super_not_instance", lambda: ArgumentNotSelf()(x))
emit_error("lambda_in_def_default", lambda: DefaultLambda()(x))
alone = lambda v: v * 2  # noqa: E731
emit("lambda_alone", Holder(alone)(x))
in_subscript = [lambda v: v * 3][0]
emit_error("lambda_in_subscript", lambda: Holder(in_subscript)(x))
in_ifexp = ops.relu if x is None else lambda v: v * 4
emit_error("lambda_in_ifexp", lambda: Holder(in_ifexp)(x))
in_boolop = 1 and (lambda v: v * 5)
emit_error("lambda_in_boolop", lambda: Holder(in_boolop)(x))
emit_error("lambda_in_call", lambda: Holder(lambda v: v * 6)(x))
