"""Tensor.stride() / storage_offset() of PyNative views (found by the adapt35t sweep s6_methods of
st/tensor/test_stride.py / test_storage_offset.py): MindSpore 2.10's transpose / permute / getitem / narrow / select /
split / unbind / diagonal / expand results are strided views of their input, so x.T of a (2, 3, 4) Tensor has stride
[1, 4, 12], x[:, 1] [12, 1], an expanded dimension 0, and x[1, 1:] storage offset 16; msgraph gave the strides of a
contiguous Tensor of the view's shape and offset 0."""
import numpy as np
from mindspore import Tensor
from _conf import emit, emit_error

x = Tensor(np.arange(24, dtype=np.float32).reshape(2, 3, 4))
CASES = {
    "plain": lambda: x.stride(), "T": lambda: x.T.stride(), "transpose02": lambda: x.transpose(0, 2).stride(),
    "permute": lambda: x.permute(1, 0, 2).stride(), "getitem_int": lambda: x[:, 1].stride(),
    "getitem_step": lambda: x[:, ::2].stride(), "getitem_first": lambda: x[1].stride(), "getitem_slice": lambda: x[:, 1:].stride(),
    "narrow": lambda: x.narrow(2, 1, 2).stride(), "unsqueeze": lambda: x.unsqueeze(1).stride(), "view": lambda: x.view(6, 4).stride(),
    "contiguous": lambda: x.T.contiguous().stride(), "swapaxes": lambda: x.swapaxes(0, 1).stride(), "mT": lambda: x.mT.stride(),
    "flatten": lambda: x.flatten().stride(), "select": lambda: x.select(1, 0).stride(),
    "expand_as": lambda: x.expand_as(Tensor(np.zeros((2, 2, 3, 4)))).stride(), "diagonal": lambda: x.diagonal(0, 1, 2).stride(),
    "split": lambda: x.split(1, 1)[1].stride(), "unbind": lambda: x.unbind(2)[0].stride(), "chunk": lambda: x.chunk(2, 2)[1].stride(),
    "stride_dim": lambda: x.T.stride(0), "stride_negdim": lambda: x[:, 1].stride(-1),
    "offset_plain": lambda: x.storage_offset(), "offset_T": lambda: x.T.storage_offset(),
    "offset_getitem": lambda: x[1, 1:].storage_offset(), "offset_narrow": lambda: x.narrow(2, 1, 2).storage_offset(),
    "offset_split": lambda: x.split(1, 1)[2].storage_offset(), "offset_select": lambda: x.select(2, 3).storage_offset(),
}
for name, fn in CASES.items():
    emit_error(name, fn)
emit("done", 1)
