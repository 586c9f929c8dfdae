"""repr of the channel dropout layers (session 33, adapt33n): MindSpore 2.10's nn.Dropout2d / nn.Dropout3d print
their keep probability ``1 - p`` as ``p`` (``Dropout2d(p=0.8)`` for p=0.2); msgraph printed p."""
from mindspore import nn
from _conf import emit

for p in (0.2, 0.5, 0.0, 0.7):
    emit("Dropout2d_%s" % p, repr(nn.Dropout2d(p)))
    emit("Dropout3d_%s" % p, repr(nn.Dropout3d(p)))
    emit("Dropout1d_%s" % p, repr(nn.Dropout1d(p)))
    emit("Dropout_%s" % p, repr(nn.Dropout(p=p)))
emit("seq", repr(nn.SequentialCell(nn.Dropout2d(0.25), nn.Dropout(p=0.25))))
