"""Messages of two graph-code errors whose class msgraph had right and whose text misled (session 51, the error dump
of ut graph_syntax python_builtin_functions/test_getattr test_getattr_tensor_with_wrong_attr and
graph_syntax/test_invalid_attribute test_create_multitype_funcgraph_instance).

- `getattr(x, "abs2")` of a Tensor in graph code: MindSpore's AttributeError "'Tensor' object has no attribute
  'abs2'"; msgraph ran Python's getattr on its graph value: "'Sym' object has no attribute 'abs2'", no location.
- `ops.MultitypeFuncGraph('add')` made inside `construct`: MindSpore's ValueError "Failed to compile in GRAPH_MODE
  because creating class 'mindspore.ops.composite.base.MultitypeFuncGraph' instances is not supported"; msgraph made
  it and then reported that no overload matched "(Sym, int)".
The records are the class and whether the message says what MindSpore's says.
"""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, jit
from _conf import emit, emit_error


@jit
def getattr_missing(x):
    f = getattr(x, "abs2")
    return f()


@jit
def getattr_present(x):
    f = getattr(x, "abs")
    return f()


class MakeMFG(nn.Cell):
    def construct(self, x):
        add = ops.MultitypeFuncGraph('add')
        return add(x, 1)


def says(fn, arg, text):
    try:
        fn(arg)
    except Exception as e:  # noqa: BLE001 - the message is the record
        return text in str(e)
    return "no error"


x = Tensor(np.array([-1, -2, -3], np.int32))
emit_error("getattr_missing_class", getattr_missing, x)
emit("getattr_missing_says_tensor", says(getattr_missing, x, "'Tensor' object has no attribute 'abs2'"))
emit_error("getattr_present", getattr_present, x)
if ms.get_context("mode") == ms.GRAPH_MODE:
    emit_error("make_multitype_funcgraph_class", MakeMFG(), x)
    emit("make_multitype_funcgraph_says_creating", says(MakeMFG(), x, "creating class 'mindspore.ops.composite.base."
                                                        "MultitypeFuncGraph' instances is not supported"))
