import HIGCite
import Testing
