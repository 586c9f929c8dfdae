"""mint.arange's dtype (st ops test_mint_arange; adapt41opc). MindSpore 2.10's Arange takes int32 / int64 / float16 /
float32 / float64 / bfloat16 only: uint8, int8, int16 and bool are its ValueError in PyNative (msgraph made the range
in that dtype); its graph mode folds a constant call with numpy instead (uint8 / int8 / int16 computed, bool numpy's
TypeError): followed as PyNative. (The valid dtypes have no oracle on MindSpore's CPU with synchronous PyNative: "The
kernel Arange unregistered".)"""
import mindspore as ms
from mindspore import nn, mint
from _conf import emit_error

ms.set_context(pynative_synchronize=True)   # (each case's error at its own label)
FOLLOW_PYNATIVE = {
    "arange_UInt8": "graph mode folds the constant call with numpy (PyNative and Arange refuse the dtype)",
    "arange_Int8": "graph mode folds the constant call with numpy (PyNative and Arange refuse the dtype)",
    "arange_Int16": "graph mode folds the constant call with numpy (PyNative and Arange refuse the dtype)",
    "arange_Bool": "graph mode folds the constant call with numpy (PyNative and Arange refuse the dtype)",
}


class Arange(nn.Cell):
    def __init__(self, dtype):
        super().__init__()
        self.dtype = dtype

    def construct(self):
        return mint.arange(0, 5, 2, dtype=self.dtype)


for dt in [ms.uint8, ms.int8, ms.int16, ms.bool_]:
    emit_error(f"arange_{dt}", lambda: Arange(dt)())
