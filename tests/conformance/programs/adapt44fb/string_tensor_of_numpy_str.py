"""adapt44fb: ``Tensor(s)`` of a numpy str scalar -- what ``np.char.strip`` / ``np.char.replace`` / ``np.char.decode``
return for one string -- is a 0-d String Tensor in MindSpore 2.10 (PyNative, @ms.jit and a Graph-mode Cell; adapted from
st compiler/fallback/test_graph_fallback_numpy_attr.py::test_np_char_2).  msgraph took numpy 2's ``np.str_`` result
for a number and raised DTypeError "unsupported dtype <U6" (numpy 1 returns a 0-d array there, which worked;
MindSpore itself crashes on a bare ``Tensor(np.str_(...))``, RuntimeError "The pointer[output] is null.", not recorded).
The values are shown as (dtype, shape, text)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn
from _conf import emit


def text(t):
    return str(t.dtype), tuple(t.shape), t.asnumpy().tolist()


def np_char():
    out_strip = np.char.strip('abc acd', 'a')
    out_replace = np.char.replace('faooback', 'oo', 'll')
    char_encode = np.char.encode('runoob', 'cp500')
    out_decode = np.char.decode(char_encode, 'cp500')
    return Tensor(out_strip), Tensor(out_replace), Tensor(out_decode)


class CharNet(nn.Cell):
    def construct(self):
        return Tensor(np.char.upper('fallback')), Tensor(np.char.replace('faooback', 'oo', 'll'))


emit("pynative_np_char", [text(t) for t in np_char()])
emit("jit_np_char", [text(t) for t in ms.jit(np_char)()])
ms.set_context(mode=ms.GRAPH_MODE)
emit("cell_np_char", [text(t) for t in CharNet()()])
ms.set_context(mode=ms.PYNATIVE_MODE)
