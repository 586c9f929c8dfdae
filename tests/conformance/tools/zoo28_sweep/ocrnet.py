import sys, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__))); sys.path.insert(0, os.getcwd())
sys.argv = sys.argv[:1]; sys.path.append(os.environ.get("ZOO_STUBS", os.path.join(os.path.dirname(os.path.abspath(__file__)), "stubs")))
from _drv import *
import mindspore.nn as nn
from mindspore import Tensor
from src.seg_hrnet_ocr import SpatialGatherModule, SpatialOCRModule, Dropout2d
from src.loss import CrossEntropyWithLogitsAndWeights
class Head(nn.Cell):
    def __init__(self, scale=1):
        super().__init__()
        self.aux = nn.Conv2d(8, 19, 1, has_bias=True)
        self.gather = SpatialGatherModule(19)
        self.ocr = SpatialOCRModule(in_channels=8, key_channels=4, out_channels=8, scale=scale, dropout=0.0)
        self.cls = nn.Conv2d(8, 19, 1, has_bias=True)
    def construct(self, feats):
        aux = self.aux(feats)
        ctx = self.gather(feats, aux)
        f = self.ocr(feats, ctx)
        return self.cls(f), aux
for scale in (1, 2):
    h = Head(scale)
    set_weights(h, 0.5)
    x = Tensor(data(2, 8, 4, 6))
    h.set_train(False)
    out(f"eval{scale}", h(x))
    h.set_train(True)
    out(f"train{scale}", h(x))
    loss = CrossEntropyWithLogitsAndWeights(num_classes=19, ignore_label=255)
    lab = Tensor((np.arange(48) % 21).reshape(2, 4, 6).astype(np.int32))
    class WL(nn.Cell):
        def __init__(self):
            super().__init__(); self.h = h; self.l = loss
        def construct(self, x, y):
            s, a = self.h(x)
            return self.l(s, y) + 0.4 * self.l(a, y)
    wl = WL()
    opt = nn.SGD(h.trainable_params(), learning_rate=0.01, momentum=0.9, weight_decay=5e-4)
    st = nn.TrainOneStepCell(wl, opt)
    st.set_train()
    out(f"losses{scale}", [st(Tensor(data(2, 8, 4, 6, k=i)), lab) for i in range(3)])
    weights(f"w{scale}", h)
