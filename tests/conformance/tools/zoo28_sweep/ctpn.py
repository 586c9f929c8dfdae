import sys, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__))); sys.path.insert(0, os.getcwd())
sys.argv = sys.argv[:1]
from _drv import *
from mindspore import Tensor
from src.CTPN.proposal_generator import Proposal
from src.CTPN.BoundingBoxDecode import BoundingBoxDecode
from src.CTPN.BoundingBoxEncode import BoundingBoxEncode
class Cfg:
    use_sigmoid_cls = False; rpn_proposal_nms_pre = 12; rpn_proposal_min_bbox_size = 0; rpn_proposal_nms_thr = 0.5
    rpn_proposal_nms_post = 8; rpn_proposal_nms_across_levels = False; rpn_proposal_max_num = 6
    feature_shapes = [(3, 4)]; rpn_nms_pre = 10; rpn_min_bbox_min_size = 0; rpn_nms_thr = 0.6; rpn_nms_post = 8; rpn_max_num = 5
A = 2
H, W = 3, 4
anchors = []
for y in range(H):
    for x in range(W):
        for a in range(A):
            anchors.append([x * 16, y * 16, x * 16 + 15, y * 16 + 10 + 6 * a])
anchors = Tensor(np.array(anchors, np.float32))
score = Tensor(data(2, A * 2, H, W) * 2)
bbox = Tensor(data(2, A * 4, H, W, k=2) * 0.3)
for training in (True, False):
    p = Proposal(Cfg, 2, 2, False)
    p.set_train_local(Cfg, training=training)
    out(f"proposal train={training}", p(score, bbox, anchors))
dec = BoundingBoxDecode()
out("decode", dec(anchors, Tensor(data(24, 4, k=3) * 0.2)))
enc = guard("enc", BoundingBoxEncode)
if enc is not None:
    out("encode", guard("encode_call", enc, anchors, anchors + 3.0))
