"""official/cv/FasterRCNN (ResNet50 v1.5 + FPN, 81 classes) at 128x128 with small proposal counts: anchors,
eval forward (RPN, proposal generator with TopK/NMSWithMask, SingleRoIExtractor/ROIAlign, RCNN, multiclass NMS),
FasterRcnn_Infer (constexpr img_metas), the training forward's losses (RandomChoiceWithMask samplers)."""
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _z29 import *
if not hasattr(np, "bool"):
    np.bool = np.bool_   # the zoo uses np.bool (numpy < 1.24; MindSpore's environment has a newer numpy)
import mindspore.nn as nn
from mindspore import Tensor
from src.model_utils.config import config
H = W = 128
config.img_height = H; config.img_width = W
config.feature_shapes = [[H // s, W // s] for s in (4, 8, 16, 32, 64)]
config.num_bboxes = config.num_anchors * sum(a * b for a, b in config.feature_shapes)
config.rpn_proposal_nms_pre = 60; config.rpn_proposal_nms_post = 60; config.rpn_proposal_max_num = 60
config.rpn_nms_pre = 40; config.rpn_nms_post = 40; config.rpn_max_num = 40
config.num_bboxes_stage2 = 60; config.num_expected_pos_stage2 = 8; config.num_expected_neg_stage2 = 24
config.num_expected_total_stage2 = 24; config.roi_sample_num = 32
config.num_gts = 4; config.num_expected_pos = 16; config.num_expected_neg = 32
config.test_max_per_img = 10; config.rcnn_fc_out_channels = 64
config.restore_bbox = False; config.ori_h = 256; config.ori_w = 256
from src.FasterRcnn.faster_rcnn import Faster_Rcnn, FasterRcnn_Infer
from src.network_define import LossNet, WithLossCell

PERT = 1 + float(os.environ.get("PERT", "0"))
net = Faster_Rcnn(config=config)
names = set_weights(net, 0.5)
out("names", names)
out("anchors", list(net.anchor_list))
x = Tensor(data(2, 3, H, W) * PERT)
metas = Tensor(np.array([[H, W, 1.0, 1.0], [H, W, 1.0, 1.0]], np.float32))
gtb = np.array([[[10, 12, 60, 70], [70, 20, 120, 90], [0, 0, 0, 0], [0, 0, 0, 0]],
                [[30, 30, 100, 110], [5, 60, 40, 120], [50, 5, 90, 45], [0, 0, 0, 0]]], np.float32)
gtl = np.array([[3, 17, 0, 0], [1, 5, 9, 0]], np.int32)
gtv = np.array([[1, 1, 0, 0], [1, 1, 1, 0]], np.bool_)
args = (Tensor(gtb), Tensor(gtl), Tensor(gtv))
net.set_train(False)
out("eval", guard("eval_fail", net, x, metas, *args))
inf = FasterRcnn_Infer(config)
set_weights(inf, 0.5)
out("infer", guard("infer_fail", inf, x))
net.set_train(True)
r = guard("train_fail", net, x, metas, *args)
out("train_shapes", [tuple(t.shape) for t in r] if r else None)
out("train_rpn", r[0] if r else None)
