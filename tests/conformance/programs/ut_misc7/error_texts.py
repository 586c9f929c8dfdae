"""Error texts MindSpore 2.10's tests search: Tensor(ndarray) of object or structured dtype ("initializing tensor
by numpy array failed", the element type numpy.void), a string operand of Tensor + - * // <= > (the "valid
calling" line)."""
import numpy as np
from mindspore import Tensor
from _conf import emit

MODES = ("pynative",)


def error(fn):
    try:
        fn()
    except Exception as exc:   # noqa: BLE001
        lines = str(exc).split("----")[0].strip().splitlines()
        return [isinstance(exc, TypeError), lines[0][:60], [ln for ln in lines if "valid calling" in ln or
                                                             ln.startswith('"')][:2]]
    return "no error"


emit("structured", error(lambda: Tensor(np.array([('x', 1), ('y', 2)], dtype=[('name', '<U10'), ('value', '<i4')]))))
emit("structured_void", "<class 'numpy.void'>" in str(error(lambda: Tensor(
    np.array([('x', 1)], dtype=[('name', '<U10'), ('value', '<i4')])))))
emit("object_tensor", error(lambda: Tensor(np.array([[1, 2], [3, Tensor(5)]], dtype=object))))
emit("object_ints", error(lambda: Tensor(np.array([1, 2], dtype=object))))
x = Tensor(np.ones(2, np.float32))
emit("operand_str", [error(f) for f in (lambda: x + "s", lambda: x - "s", lambda: x * "s", lambda: x // "s",
                                       lambda: x <= "s", lambda: x > "s", lambda: x >= "s", lambda: x // None)])
