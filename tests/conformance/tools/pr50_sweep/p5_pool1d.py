import mindspore as ms
from mindspore import nn
for kw in [dict(pad_mode="pad", padding=1), dict(pad_mode="valid", ceil_mode=True), dict(pad_mode="same", count_include_pad=False), dict(pad_mode="valid"), dict(pad_mode="pad", padding=0, ceil_mode=True)]:
    for c in (nn.AvgPool1d, nn.MaxPool1d):
        try: print(c.__name__, kw, repr(c(3, 2, **kw)))
        except Exception as e: print(c.__name__, kw, "EXC", type(e).__name__, e)
print(repr(nn.MaxPool1d(3, 2, pad_mode="PAD", padding=1, dilation=2, return_indices=True)))
print(repr(nn.MaxPool2d(3, 2, pad_mode="PAD", padding=1)), repr(nn.AvgPool2d(3, 2, pad_mode="pad", padding=1, count_include_pad=False)))
print(repr(nn.MaxPool2d((3, 2), (2, 1))), repr(nn.AvgPool2d((3, 2), 1, pad_mode="SAME")))
