"""A name that is None before a Tensor `if` and a Tensor after it (`y = None; if x.sum() > 0: y = x * 3`): the
gradient through the joined value.  MindSpore 2.10's PyNative gives [3, 3] ([6, 6] through `y * 2` after an
`if y is None` test); its Graph mode refuses the gradient ("Type Join Failed" TypeError): followed PyNative.
msgraph's Graph mode joined None and the Tensor as an object made when the graph runs and gave zeros (SILENT);
the join of a float value is now differentiated when the graph runs (adapt43rt/break_tuple_grad's fix)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor
from _conf import emit_error


def none_or_tensor(x):
    y = None
    if x.sum() > 0:
        y = x * 3
    return y


def used_after(x):
    y = None
    if x.sum() > 0:
        y = x * 3
    if y is None:
        return x
    return y * 2


FOLLOW_PYNATIVE = {
    "none_or_tensor/grad": "MindSpore Graph mode: Type Join Failed TypeError",
    "none_or_tensor/grad_f64": "MindSpore Graph mode: Type Join Failed TypeError",
    "used_after/grad": "MindSpore Graph mode: Type Join Failed TypeError",
    "used_after/value_and_grad": "MindSpore Graph mode: Type Join Failed TypeError",
}
emit_error("none_or_tensor/grad", lambda: ms.grad(none_or_tensor)(Tensor(np.array([1.0, 2.0], np.float32))))
emit_error("none_or_tensor/grad_f64", lambda: ms.grad(none_or_tensor)(Tensor(np.array([1.0, 2.0], np.float64))))
emit_error("used_after/grad", lambda: ms.grad(used_after)(Tensor(np.array([1.0, 2.0], np.float32))))
emit_error("used_after/value_and_grad",
           lambda: ms.value_and_grad(used_after)(Tensor(np.array([0.5, 2.0], np.float32))))
