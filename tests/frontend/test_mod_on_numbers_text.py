"""P.Mod() on Python numbers in graph code: MindSpore 2.10's graph text ("For 'Mod', the element of 'x' must be one of
Tensor[...]"), which tests/st/compiler/syntax/simple_expression/test_math_ops.py::test_number_mod_number matches
(PyNative's text is another; the conformance records compare classes only).  h-comp13, session 19."""
import pytest

import msgraph as ms
from msgraph import nn
from msgraph.ops import operations as P


class Mod(nn.Cell):
    def __init__(self):
        super().__init__()
        self.mod = P.Mod()

    def construct(self, x, y):
        return self.mod(x, y)


@pytest.mark.parametrize("args, got", [((19, 2), "Int64"), ((19.5, 2.0), "Float32")])
def test_graph_mod_on_numbers_text(args, got):
    old = ms.get_context("mode")
    ms.set_context(mode=ms.GRAPH_MODE)
    try:
        with pytest.raises(TypeError, match=f"For 'Mod', the element of 'x' must be one of Tensor.*but got {got}"):
            Mod()(*args)
    finally:
        ms.set_context(mode=old)
