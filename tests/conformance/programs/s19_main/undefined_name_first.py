"""An undefined name in graph code is MindSpore 2.10's parse-time NameError, found before any other error of the
function and in branches that never run (tests/ut/python/pipeline/parse/test_use_undefined_name_or_unsupported_
builtin_function.py); its text names the file:line and shows the line. msgraph looked names up while lowering: a
Tensor-condition error came first, a dead branch compiled, and the location read 'File "...", line N'."""
import os
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor
from _conf import emit, emit_error

ms.set_context(mode=ms.GRAPH_MODE)
HERE = os.path.basename(__file__)


class UseUndefined(nn.Cell):
    def construct(self, x):
        ret = x + a  # noqa: F821
        return ret


class UndefinedUnderTensorIf(nn.Cell):
    def construct(self, x):
        if x > 0:
            i  # noqa: F821
        ret = x + x
        return ret


class UndefinedInDeadBranch(nn.Cell):
    def construct(self, x):
        if ms.get_context("mode") == 5:
            return x + other_undefined  # noqa: F821
        return x * 2


def run(net, x):
    try:
        net(x)
    except NameError as e:
        text = str(e)
        return {"cls": "NameError", "first": text.splitlines()[0].split("The name")[-1],
                "names_line": any(f"{HERE}:{n}" in text for n in range(1, 200)) and ("ret = x + a" in text or
                                                                                      "other_undefined" in text or " i" in text)}
    return {"cls": None}


x3 = Tensor(np.array([1, 2, 3], np.float32))
emit("use_undefined", run(UseUndefined(), x3))
emit("under_tensor_if", run(UndefinedUnderTensorIf(), x3))
emit("dead_branch", run(UndefinedInDeadBranch(), x3))


def f(x, mode):
    if mode == "bad":
        return x + undefined_name  # noqa: F821
    return x * 2.0


emit("jit_dead_branch", run(lambda t: ms.jit(f)(t, "good"), x3))
