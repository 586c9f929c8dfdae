"""adapt40fb: the message of a graph-code ``raise`` whose arguments hold graph values (MindSpore 2.10 CPU; adapted
from st graph_syntax/statements/test_graph_raise_with_variable.py: its list / tuple / dict / several-argument
raises, whose asserts there are always true, given printed messages here).

MindSpore writes the arguments' leaves (lists, tuples and dicts' values flattened): one alone as its text
(``ValueError([x[0]])``: "1"), several as a tuple's text, a Tensor by its numpy text and a string quoted
(``ValueError("The input can not be ", x, ".")``: "('The input can not be ', 11, '.')").  msgraph kept the first
argument only ("The input can not be ") and wrote a list's graph values as compile-time placeholders
("[Sym(%v1: Int32[]), ...]").  Only Graph mode differs: PyNative raises Python's own exception."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn
from _conf import emit

MODES = ("graph",)


class Raiser(nn.Cell):
    def __init__(self, which):
        super().__init__()
        self.which = which

    def construct(self, y, z):
        if self.which == "tuple_args":
            raise ValueError("The input can not be ", y[0], ".")
        if self.which == "list":
            raise ValueError([y[0], y[1]])
        if self.which == "list_one":
            raise ValueError([y[0]])
        if self.which == "list_mixed":
            raise ValueError([y[0], 3, "s"])
        if self.which == "nested_tuple":
            raise ValueError("test_string_tuple", (y[0], 2))
        if self.which == "dict":
            raise ValueError({"a": z[0], "b": "s"})
        if self.which == "two_args":
            raise ValueError(y[0], z[1])
        if self.which == "tensors":
            raise ValueError([y, z])
        if self.which == "int_of_tensor":
            raise ValueError([int(y[0]), "s"])
        if self.which == "fstring_and_value":
            raise TypeError(f"v {y[0]}", y[1])
        if self.which == "key_error_tensor":
            raise KeyError(y[0])
        if self.which == "value_error_tensor":
            raise ValueError(z)
        if self.which == "const_args_tensor_if":
            if y[0] > 0:
                raise ValueError("a", "b", 3)
        return y


Y = Tensor(np.array([1, 2, 3, 4], np.int32))
Z = Tensor(np.array([1.5, 2.5], np.float32))
for which in ("tuple_args", "list", "list_one", "list_mixed", "nested_tuple", "dict", "two_args", "tensors",
              "int_of_tensor", "fstring_and_value", "key_error_tensor", "value_error_tensor", "const_args_tensor_if"):
    try:
        Raiser(which)(Y, Z)
        emit(which, "no error")
    except Exception as e:  # noqa: BLE001 - the class and the message's first line are the record
        emit(which, (type(e).__name__, str(e).strip().splitlines()[0]))
