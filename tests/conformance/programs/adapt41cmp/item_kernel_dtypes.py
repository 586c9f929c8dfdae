"""``x.item()`` in a Graph-mode Cell over dtypes (st pynative test_item, run in Graph mode, adapted): MindSpore 2.10's
CPU TensorToScalar kernel has no unsigned or complex version, so the item of a uint8 ... uint64 / complex64 /
complex128 0-d or (1,) Tensor is its kernel-select TypeError there (a Tensor of more than one element is the shape
ValueError first); msgraph returned the number (it re-ran the graph with the argument's value after the refusal).
int8 ... int64, float32 / float64 and bool compute.  float16 is MindSpore's RuntimeError "the size of 'input_x':
{4} is not equal to the size of output: {2}" (its kernel reads float16 as 4 bytes): FOLLOW_PYNATIVE.  PyNative:
the number for every dtype."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn
from _conf import emit_error

FOLLOW_PYNATIVE = {"float16.0d": "MindSpore 2.10's Graph-mode TensorToScalar kernel mis-sizes float16 (RuntimeError)",
                   "float16.1": "MindSpore 2.10's Graph-mode TensorToScalar kernel mis-sizes float16 (RuntimeError)"}


class Item(nn.Cell):
    def construct(self, x):
        return x.item()


for dt in ("uint8", "uint16", "uint32", "uint64", "complex64", "complex128", "int8", "int16", "int32", "int64",
           "float32", "float64", "bool", "float16"):
    emit_error(f"{dt}.0d", lambda: Item()(Tensor(np.array(3).astype(dt))))
    emit_error(f"{dt}.1", lambda: Item()(Tensor(np.array([2]).astype(dt))))
    emit_error(f"{dt}.11", lambda: Item()(Tensor(np.array([[2]]).astype(dt))))
