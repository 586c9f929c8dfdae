"""tests/st/compiler/fallback/test_graph_fallback_numpy_attr.py::test_np_char_2 adapted: a 0-d String Tensor
(from a 0-d numpy str array such as numpy 1.x's ``np.char.strip`` result, or from ``bytes``).  MindSpore 2.10
prints it as ``Tensor(shape=[], dtype=String, value= 'bc acd')`` and takes ``bytes`` (``Tensor(b"ab")``:
value= b'ab'); msgraph's repr raised ValueError (it read the text as a float) and it refused bytes."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, jit
from _conf import emit, emit_error, emit_stdout

s = Tensor(np.array('bc acd'))
emit("str_repr", repr(s))
emit("str_str", str(s))
emit("str_dtype_shape", (str(s.dtype), s.shape))
emit("str_asnumpy_eq", bool(s.asnumpy() == 'bc acd'))
emit_stdout("str_print", print, s)
b = Tensor(b"ab")
emit("bytes_repr", repr(b))
emit("bytes_str", str(b))
emit("bytes_dtype_shape", (str(b.dtype), b.shape))
emit("bytes_asnumpy", str(b.asnumpy().dtype))
emit("arr_repr", repr(Tensor(np.array(["ab", "cde"]))))
emit_error("str_refused", lambda: Tensor("ab"))


@jit
def strip_replace():
    out_strip = np.array('bc acd')
    out_replace = np.char.replace('faooback', 'oo', 'll')
    return Tensor(out_strip), Tensor(np.array(out_replace))


a, r = strip_replace()
emit("jit_strip", bool(a.asnumpy() == 'bc acd'))
emit("jit_replace", bool(r.asnumpy() == 'fallback'))
