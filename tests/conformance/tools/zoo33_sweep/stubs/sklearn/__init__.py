"""zoo33 stub: DeepFM's src/deepfm.py imports sklearn.metrics.roc_auc_score (AUCMetric); MindSpore's venv has no
sklearn (_z33 puts this stub first in both, so that both compute the AUC the same way)."""
