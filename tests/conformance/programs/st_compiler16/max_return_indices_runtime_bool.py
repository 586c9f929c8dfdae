"""tests/st/compiler/functional_overload/test_functional_method.py::test_method_max_keyword_any adapted:
``x.max(return_indices=bool(y.asnumpy()))`` in jit code with a Tensor input ``y`` (a bool known when the graph
runs) is accepted by MindSpore 2.10 and the result follows its value; msgraph raised TypeError
("argument 'return_indices' must be bool but got Sym")."""
import mindspore as ms
from _conf import emit, emit_error


@ms.jit
def max_any(x, y):
    return x.max(return_indices=bool(y.asnumpy()))


@ms.jit
def min_any(x, y):
    return x.min(axis=0, return_indices=bool(y.asnumpy()))


x = ms.Tensor([3, 2, 5, 4, 1])
emit("max_false", max_any(x, ms.Tensor(False)))
emit("min_true", min_any(x, ms.Tensor(True)))
emit("eager_max_indices", x.max(axis=0, return_indices=True))
emit_error("return_indices_int", lambda: x.max(return_indices=1))
